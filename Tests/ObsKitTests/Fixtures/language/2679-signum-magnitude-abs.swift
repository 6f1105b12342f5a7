// Compiler test style: signum, magnitude and abs for integers and floating point
let ints = [-42, 0, 17]
for i in ints {
    print(i.signum(), i.magnitude, abs(i))
}
print(Int8(-128).magnitude)
print(type(of: Int16(-5).magnitude))
print(abs(-3.5), abs(2.25))
print((-0.0).magnitude, (-7.5).magnitude)
print(Double(-2).sign, Double(3).sign)
print((-0.0).sign == .minus)
print(abs(Int32.min + 1))
print(Float(-1.5).magnitude)

// expect: -1 42 42
// expect: 0 0 0
// expect: 1 17 17
// expect: 128
// expect: UInt16
// expect: 3.5 2.25
// expect: 0.0 7.5
// expect: minus plus
// expect: true
// expect: 2147483647
// expect: 1.5
