// Compiler test style: Float and Double print differently for the same literal
let f: Float = 0.1
let d: Double = 0.1
print(f, d)
print(Double(f))
print(Float(1.0 / 3.0), 1.0 / 3.0)
print(Float.pi, Double.pi)
print(Float(16777217))
print(Float.greatestFiniteMagnitude)
print(Float.ulpOfOne, Float.leastNonzeroMagnitude)
let sum: Float = 0.1 + 0.2
print(sum)
print(Float(1e10), 1e10)
print("\(Float(2.5)) \(Double(2.5))")

// expect: 0.1 0.1
// expect: 0.10000000149011612
// expect: 0.33333334 0.3333333333333333
// expect: 3.1415925 3.141592653589793
// expect: 16777216.0
// expect: 3.4028235e+38
// expect: 1.1920929e-07 1e-45
// expect: 0.3
// expect: 1e+10 10000000000.0
// expect: 2.5 2.5
