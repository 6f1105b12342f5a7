// Swift book style: Float versus Double arithmetic and printing
// known-gap: error: 3609-float-versus-double-arithmetic.swift:16:7: error: cannot find 'Float16' in scope
let f: Float = 0.1
let d: Double = 0.1
print(f, d)
print(f * 3, d * 3)
print(Float(1) / Float(7), 1.0 / 7.0)
print(Float(100.0 / 3.0), 100.0 / 3.0)
print(Float(1e10), Float(123456.789), Double(Float(123456.789)))
print(Float(0.5) + Float(0.25), Float(1e-3), Float(1e-10))
var sumF: Float = 0
var sumD: Double = 0
for _ in 0..<10 { sumF += 0.1; sumD += 0.1 }
print(sumF, sumD, sumF == 1.0, sumD == 1.0)
print(Float.ulpOfOne, Double.ulpOfOne)
print(Float(2).squareRoot() * Float(2).squareRoot(), 2.0.squareRoot() * 2.0.squareRoot())
print(Float16.self == Float16.self ? "f16" : "", Float(Float16(0.1)))
print(MemoryLayout<Float>.size, MemoryLayout<Double>.size)
print(Float.infinity, -Float.infinity, Float.nan)
print(Float(3.999999999), Double(Float(3.999999999)))
print(Float(Int32.max), Double(Int32.max))
print((1.0 as Float).nextUp, (1.0 as Double).nextUp)
let mixed = Double(f) + d
print(mixed)
print(Float("3.14159")!, Double("3.14159")!)
print(Float(7.0), Float(-0.0), Float(100))
print(f.exponent, d.exponent, 8.0.exponent, 8.0.significand)

// expect: 0.1 0.1
// expect: 0.3 0.30000000000000004
// expect: 0.14285715 0.14285714285714285
// expect: 33.333332 33.333333333333336
// expect: 1e+10 123456.79 123456.7890625
// expect: 0.75 0.001 1e-10
// expect: 1.0000001 0.9999999999999999 false false
// expect: 1.1920929e-07 2.220446049250313e-16
// expect: 1.9999999 2.0000000000000004
// expect: f16 0.099975586
// expect: 4 8
// expect: inf -inf nan
// expect: 4.0 4.0
// expect: 2.1474836e+09 2147483647.0
// expect: 1.0000001 1.0000000000000002
// expect: 0.20000000149011612
// expect: 3.14159 3.14159
// expect: 7.0 -0.0 100.0
// expect: -4 -4 3 1.0
