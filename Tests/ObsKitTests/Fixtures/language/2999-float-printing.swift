// Compiler test style: printing Float values, specials and conversions
let f: Float = 0.1
print(f)
print(Float(0.1) + Float(0.2))
print(Float.infinity)
print(-Float.infinity)
print(Float.nan)
print(Float(-0.0))
print(Float(1e16))
print(Float(16777216))
print(Float(16777217))
print(Float.pi)
print(Float.greatestFiniteMagnitude)
print(Float.leastNonzeroMagnitude)
print(Double(Float(0.1)))
print(Float(1) / 3)
print([Float(1.5), 2.25])
debugPrint(Float(3))
print(Float(1e-3))
print(Float(123456.7))
print(Float(1e7), Float(1e6))
let opt: Float? = 2.5
print(opt as Any)
print("\(Float(0.3))")
// expect: 0.1
// expect: 0.3
// expect: inf
// expect: -inf
// expect: nan
// expect: -0.0
// expect: 1e+16
// expect: 16777216.0
// expect: 16777216.0
// expect: 3.1415925
// expect: 3.4028235e+38
// expect: 1e-45
// expect: 0.10000000149011612
// expect: 0.33333334
// expect: [1.5, 2.25]
// expect: 3.0
// expect: 0.001
// expect: 123456.7
// expect: 10000000.0 1000000.0
// expect: Optional(2.5)
// expect: 0.3
