// Blog style (precision printing): Float versus Double precision when printed
let f: Float = 0.1
let d: Double = 0.1
print(f, d)
print(Double(f))
print(Float(1) / 3, 1.0 / 3)
print(Float(16777217), Double(16777217))
print(f * 3, d * 3)
print(Float.pi, Double.pi)
print(Float(1e10), 1e10)
print(1e16, 1e15, 123456789.0)
print(Float(123456789))
print(0.000001, 0.0001)
print(Float(0.00001))
print(100.0, -0.0, 5e-324)
print(Float.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
print(2.0 / 3.0 * 3.0 == 2.0)
print("\(1.5)", String(2.25), "\(Float(2.5))")
print([0.1, 0.2, 0.3].reduce(0, +))
print(Float(0.1) + Float(0.2))
// expect: 0.1 0.1
// expect: 0.10000000149011612
// expect: 0.33333334 0.3333333333333333
// expect: 16777216.0 16777217.0
// expect: 0.3 0.30000000000000004
// expect: 3.1415925 3.141592653589793
// expect: 1e+10 10000000000.0
// expect: 1e+16 1000000000000000.0 123456789.0
// expect: 1.2345679e+08
// expect: 1e-06 0.0001
// expect: 1e-05
// expect: 100.0 -0.0 5e-324
// expect: 3.4028235e+38 1.7976931348623157e+308
// expect: true
// expect: 1.5 2.25 2.5
// expect: 0.6000000000000001
// expect: 0.3
