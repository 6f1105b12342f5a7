// Apple docs style (Float and Double): how the two precisions print the same literal
let f: Float = 0.1
let d: Double = 0.1
print("Float 0.1:", f)
print("Double 0.1:", d)
print("Double(Float(0.1)):", Double(f))
print("Float(Double 0.1) == f:", Float(d) == f)
print("Double(f) == d:", Double(f) == d)

// Accumulating ten tenths in each precision
var fs: Float = 0
var ds: Double = 0
for _ in 0..<10 {
    fs += 0.1
    ds += 0.1
}
print("Float sum:", fs, "Double sum:", ds)
print("Float sum == 1:", fs == 1, "Double sum == 1:", ds == 1)

// Printing a few constants both ways
let values: [Double] = [1.0 / 3.0, 2.0 / 3.0, 3.14159265358979, 1e10, 123456.789]
for v in values {
    print(Float(v), v)
}

// Float loses integer precision earlier
let big = Float(16_777_217 as Int)  // rounds to nearest representable Float
print("Float(16777217):", big)
print("Float 16777216 + 1:", Float(16_777_216) + 1)
print("Double 16777216 + 1:", Double(16_777_216) + 1)

// Sizes
print("Float bytes:", MemoryLayout<Float>.size, "Double bytes:", MemoryLayout<Double>.size)
print("Float.pi:", Float.pi, "Double.pi:", Double.pi)
print("Double(Float.pi):", Double(Float.pi))

// expect: Float 0.1: 0.1
// expect: Double 0.1: 0.1
// expect: Double(Float(0.1)): 0.10000000149011612
// expect: Float(Double 0.1) == f: true
// expect: Double(f) == d: false
// expect: Float sum: 1.0000001 Double sum: 0.9999999999999999
// expect: Float sum == 1: false Double sum == 1: false
// expect: 0.33333334 0.3333333333333333
// expect: 0.6666667 0.6666666666666666
// expect: 3.1415927 3.14159265358979
// expect: 1e+10 10000000000.0
// expect: 123456.79 123456.789
// expect: Float(16777217): 16777216.0
// expect: Float 16777216 + 1: 16777216.0
// expect: Double 16777216 + 1: 16777217.0
// expect: Float bytes: 4 Double bytes: 8
// expect: Float.pi: 3.1415925 Double.pi: 3.141592653589793
// expect: Double(Float.pi): 3.141592502593994
