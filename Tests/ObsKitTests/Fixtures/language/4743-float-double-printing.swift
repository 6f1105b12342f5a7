// Compiler test style: Float and Double printing
// Checks shortest round-trip printing of Double and Float: 0.1 + 0.2,
// large and small magnitudes (exponent switch), whole numbers (".0"),
// Float(1)/3, Double.pi, Float.pi, and description vs debugDescription.

print(0.1 + 0.2)
print(0.1 + 0.2 == 0.3)
print(1.0)
print(100.0)
print(1e15)
print(1e16)
print(1e20)
print(123456789.0)
print(1234567890123456789.0)
print(0.0001)
print(0.00001)
print(1e-7)
print(2.5e-308)
print(Double.greatestFiniteMagnitude)
print(Double.leastNormalMagnitude)
print(Double.pi)
print(Double.ulpOfOne)

// Float.
print(Float(1) / 3)
print(Float.pi)
print(Float(0.1))
print(Float(16777216))
print(Float(16777217))
print(Float(1e10))
print(Float.greatestFiniteMagnitude)
print(Float(0.1) + Float(0.2))

// Mixed conversions.
print(Double(Float(0.1)))
print(Float(Double.pi))
print(Double(1) / 3)
print(2.0 / 3.0)
print(-1.5)
print(1.0 / 8)

// Truncating conversions to Int and back.
print(Int(3.99), Int(-3.99))
print(Double(Int(2.75)), Float(Int(-0.5)))

// description and debugDescription.
let x = 0.1
print(x.description, x.debugDescription)
print(String(describing: 1e100))
print("\(2.0 * 3.5)")

// In collections.
print([0.5, 1.0, 1e-3])
print([Float(1.25), Float(2)])
print((1.0, Float(2)))

// Arithmetic results.
print(0.5 * 0.5)
print((0.1 * 3))
print(1.1 * 1.1)
print(100.0 / 3.0)
print(Double(Int.max))
print(Double(1 << 53) + 1)

// Parsing back the printed form gives the same value.
print(Double("0.30000000000000004")! == 0.1 + 0.2)

// expect: 0.30000000000000004
// expect: false
// expect: 1.0
// expect: 100.0
// expect: 1000000000000000.0
// expect: 1e+16
// expect: 1e+20
// expect: 123456789.0
// expect: 1.2345678901234568e+18
// expect: 0.0001
// expect: 1e-05
// expect: 1e-07
// expect: 2.5e-308
// expect: 1.7976931348623157e+308
// expect: 2.2250738585072014e-308
// expect: 3.141592653589793
// expect: 2.220446049250313e-16
// expect: 0.33333334
// expect: 3.1415925
// expect: 0.1
// expect: 16777216.0
// expect: 16777216.0
// expect: 1e+10
// expect: 3.4028235e+38
// expect: 0.3
// expect: 0.10000000149011612
// expect: 3.1415927
// expect: 0.3333333333333333
// expect: 0.6666666666666666
// expect: -1.5
// expect: 0.125
// expect: 3 -3
// expect: 2.0 0.0
// expect: 0.1 0.1
// expect: 1e+100
// expect: 7.0
// expect: [0.5, 1.0, 0.001]
// expect: [1.25, 2.0]
// expect: (1.0, 2.0)
// expect: 0.25
// expect: 0.30000000000000004
// expect: 1.2100000000000002
// expect: 33.333333333333336
// expect: 9.223372036854776e+18
// expect: 9007199254740992.0
// expect: true
