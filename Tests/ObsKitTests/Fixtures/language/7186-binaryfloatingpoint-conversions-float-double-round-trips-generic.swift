// Standard library API style (generic floating point): BinaryFloatingPoint conversions, Float/Double round trips, generic helpers over FloatingPoint
func describe<T: BinaryFloatingPoint>(_ x: T) -> String {
    "\(T.self) \(x) exp=\(x.exponent) sig=\(x.significand) ulp=\(x.ulp)"
}
print(describe(Float(6)))
print(describe(Double(6)))
print(describe(Float(0.1)))
func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
print("lerp Double:", lerp(0.0, 10.0, 0.25), lerp(-1.0, 1.0, 0.5))
print("lerp Float:", lerp(Float(0), 1, 0.1))
func almostEqual<T: FloatingPoint>(_ a: T, _ b: T, ulps: T = 4) -> Bool {
    abs(a - b) <= ulps * Swift.max(a.ulp, b.ulp)
}
print("almostEqual:", almostEqual(0.1 + 0.2, 0.3), almostEqual(1.0, 1.0001), almostEqual(Float(0.1) * 3, 0.3))
print("Float(Double) rounding:", Float(1.0000001), Float(0.3333333333333333), Float(1e39), Float(-1e-50))
print("Double(Float) exact:", Double(Float(0.3)), Double(Float(16777217)))
print("Float(exactly:):", Float(exactly: 0.75) as Any, Float(exactly: 1.0 / 3.0) as Any, Float(exactly: Double.nan) as Any)
print("Double(exactly: Float.nan):", Double(exactly: Float.nan) as Any)
print("init sign/exponent:", Float(sign: .plus, exponent: -1, significand: 1.5), Double(signOf: -3.0, magnitudeOf: 2.0))
print("Int conversions:", Int(Float(2.9)), Int(-0.99), Int64(Double(Int64.max / 2)), Int(Float(16777217)))
print("Double(Int):", Double(123_456_789_012_345_678), Float(Int32.max))
print("BinaryFloatingPoint init:", Double(Float(2.5)), Float(Double.pi))
func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.isEmpty ? .nan : xs.reduce(0, +) / T(xs.count) }
print("average:", average([1.0, 2.0, 4.0]), average([Float(1), 2]), average([Double]()).isNaN)
print("generic pi:", Float.pi, Double.pi, Double(Float.pi))
print("infinity conversions:", Float(Double.infinity), Double(-Float.infinity), Float(Double.greatestFiniteMagnitude))
print("integral checks:", [2.0, 2.5, -3.0, 1e300].map { $0 == $0.rounded(.towardZero) })
func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { Swift.min(Swift.max(v, lo), hi) }
print("clamp:", clamp(1.5, 0.0, 1.0), clamp(-0.5, 0.0, 1.0), clamp(Float(0.5), 0, 1))
print("clamp nan:", clamp(Double.nan, 0.0, 1.0))
print("description round trip:", Double(String(0.1 + 0.2))! == 0.1 + 0.2, Float(String(Float.pi))! == Float.pi)
print("comparisons:", 0.1 + 0.2 > 0.3, Float(0.1) + Float(0.2) == Float(0.3), -0.0 < 0.0)
print("sorted mixed:", [3.5, -1, 2, -0.0, 0].sorted(), [Float(1), 0.5, 2].sorted(by: >))
print("powers via multiply:", (1...5).map { n in (0..<n).reduce(1.0) { acc, _ in acc * 1.5 } })

// expect: Float 6.0 exp=2 sig=1.5 ulp=4.7683716e-07
// expect: Double 6.0 exp=2 sig=1.5 ulp=8.881784197001252e-16
// expect: Float 0.1 exp=-4 sig=1.6 ulp=7.450581e-09
// expect: lerp Double: 2.5 0.0
// expect: lerp Float: 0.1
// expect: almostEqual: true false true
// expect: Float(Double) rounding: 1.0000001 0.33333334 inf -0.0
// expect: Double(Float) exact: 0.30000001192092896 16777216.0
// expect: Float(exactly:): Optional(0.75) nil nil
// expect: Double(exactly: Float.nan): nil
// expect: init sign/exponent: 0.75 -2.0
// expect: Int conversions: 2 0 4611686018427387904 16777216
// expect: Double(Int): 1.2345678901234568e+17 2.1474836e+09
// expect: BinaryFloatingPoint init: 2.5 3.1415927
// expect: average: 2.3333333333333335 1.5 true
// expect: generic pi: 3.1415925 3.141592653589793 3.141592502593994
// expect: infinity conversions: inf -inf inf
// expect: integral checks: [true, false, true, true]
// expect: clamp: 1.0 0.0 0.5
// expect: clamp nan: nan
// expect: description round trip: true true
// expect: comparisons: true true false
// expect: sorted mixed: [-1.0, -0.0, 0.0, 2.0, 3.5] [2.0, 1.0, 0.5]
// expect: powers via multiply: [1.5, 2.25, 3.375, 5.0625, 7.59375]
