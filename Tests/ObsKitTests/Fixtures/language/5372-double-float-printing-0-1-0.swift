// Hacking with Swift style: Double and Float printing, 0.1+0.2, large and small magnitudes, integer division and remainder
print(0.1 + 0.2)
print(1e20)
print(1e16)
print(1e15)
print(123456789.0 * 10)
print(0.0001)
print(0.00001)
print(1.0 / 3.0)
let f: Float = 1.0 / 3.0
print(f)
print(Float(0.1) + Float(0.2))
print(Double(Float(0.1)))
print(2.0.squareRoot())
print(-7 / 2, -7 % 2, 7 / -2)
print(Double(7) / 2)
print(Int(3.99), Int(-3.99))
print((2.5).rounded(), (3.5).rounded(), (-2.5).rounded())
print(Double.infinity, -Double.infinity)
print(Double.nan.isNaN)
print(100.0, 5e-324 > 0)
print(Float.greatestFiniteMagnitude)
print(Int.max, Int.min)
print(UInt8.max, Int8.min)
print(1_000_000.5)

// expect: 0.30000000000000004
// expect: 1e+20
// expect: 1e+16
// expect: 1000000000000000.0
// expect: 1234567890.0
// expect: 0.0001
// expect: 1e-05
// expect: 0.3333333333333333
// expect: 0.33333334
// expect: 0.3
// expect: 0.10000000149011612
// expect: 1.4142135623730951
// expect: -3 -1 -3
// expect: 3.5
// expect: 3 -3
// expect: 3.0 4.0 -3.0
// expect: inf -inf
// expect: true
// expect: 100.0 true
// expect: 3.4028235e+38
// expect: 9223372036854775807 -9223372036854775808
// expect: 255 -128
// expect: 1000000.5
