// Compiler test style (stdlib): Double/Float description: 0.1+0.2, large/small exponents, -0.0, Float vs Double, interpolation
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 0.3)
print(1e20, 1e16, 1e15, 123456789012345678.0)
print(1e-5, 0.0001, 0.001, 5e-324, 2.2250738585072014e-308)
print(Double.greatestFiniteMagnitude, Double.leastNormalMagnitude)
print(-0.0, 0.0 == -0.0, 100.0, 1.0 / 3.0, 2.0 / 3.0)
print(Float(0.1), Float(1) / 3, Float(16777217), Float(1e10), Float.pi)
print(Double(Float(0.1)), Double.pi, 3.0 * 1.1)
print(Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude)

let values: [Double] = [1, 1.5, 100, 1e6, 1.25e-3]
print(values)
print(values.map { "\($0)" }.joined(separator: "|"))
print(values.map { String(describing: $0) } == values.map { $0.description })

let floats: [Float] = [0.5, 3.14159, 1e-7]
print(floats, floats.reduce(0, +))

let mean = [2.0, 3.0, 7.0].reduce(0, +) / 3
print("mean = \(mean)", Double(10) / 4, 9.0 / 3)
print(Double("3.25") as Any, Double("1e3") as Any, Double("abc") as Any, Double("-0") as Any)
print(Float("0.1") as Any, Double(".5") as Any, Double("inf") as Any, Double("0x1p4") as Any)
print(Double(sign: .minus, exponent: 2, significand: 1.5), 1.5.exponent, 12.0.significand)

// expect: 0.30000000000000004 false 0.3
// expect: 1e+20 1e+16 1000000000000000.0 1.2345678901234568e+17
// expect: 1e-05 0.0001 0.001 5e-324 2.2250738585072014e-308
// expect: 1.7976931348623157e+308 2.2250738585072014e-308
// expect: -0.0 true 100.0 0.3333333333333333 0.6666666666666666
// expect: 0.1 0.33333334 16777216.0 1e+10 3.1415925
// expect: 0.10000000149011612 3.141592653589793 3.3000000000000003
// expect: 3.4028235e+38 1e-45
// expect: [1.0, 1.5, 100.0, 1000000.0, 0.00125]
// expect: 1.0|1.5|100.0|1000000.0|0.00125
// expect: true
// expect: [0.5, 3.14159, 1e-07] 3.64159
// expect: mean = 4.0 2.5 3.0
// expect: Optional(3.25) Optional(1000.0) nil Optional(-0.0)
// expect: Optional(0.1) Optional(0.5) Optional(inf) Optional(16.0)
// expect: -6.0 0 1.5
