// Generic functions over FloatingPoint and BinaryFloatingPoint: ulp, classification, mean, lerp across Float and Double
// known-gap: error: 9623-generic-floatingpoint.swift:57:30: error: value of type 'Double.Type' has no member 'Exponent'
import Foundation

func mean<T: FloatingPoint>(_ xs: [T]) -> T {
    guard !xs.isEmpty else { return .nan }
    return xs.reduce(0, +) / T(xs.count)
}

func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }

func classify<T: FloatingPoint>(_ x: T) -> String {
    switch x.floatingPointClass {
    case .signalingNaN, .quietNaN: return "nan"
    case .negativeInfinity: return "-inf"
    case .positiveInfinity: return "+inf"
    case .negativeZero: return "-0"
    case .positiveZero: return "+0"
    case .negativeSubnormal, .positiveSubnormal: return "subnormal"
    case .negativeNormal: return "-normal"
    case .positiveNormal: return "+normal"
    }
}

func bits<T: BinaryFloatingPoint>(_: T.Type) -> String {
    "exp=\(T.exponentBitCount) sig=\(T.significandBitCount)"
}

func hypot2<T: FloatingPoint>(_ a: T, _ b: T) -> T { (a * a + b * b).squareRoot() }

func almostEqual<T: FloatingPoint>(_ a: T, _ b: T, ulps: T = 4) -> Bool {
    abs(a - b) <= ulps * Swift.max(a.ulp, b.ulp)
}

print(mean([1.0, 2.0, 4.0]))
print(mean([Float(1), 2]))
print(mean([Double]()).isNaN)
print(lerp(10.0, 20.0, 0.25), lerp(Float(-1), 1, 0.5))
print([1.0, -0.0, 0.0, .infinity, -.infinity, .nan, Double.leastNonzeroMagnitude, -2.5].map(classify))
print([Float.leastNormalMagnitude / 4, Float.leastNormalMagnitude].map(classify))
print(bits(Float.self), bits(Double.self))
print(hypot2(3.0, 4.0), hypot2(Float(5), 12))
print(Double(1).ulp, Float(1).ulp)
print(Double.ulpOfOne == Double(1).ulp)
print(0.1 + 0.2 == 0.3, almostEqual(0.1 + 0.2, 0.3))
print(Double(2).nextUp > 2, Double(2).nextDown < 2)
print((-0.0).sign, (0.0).sign, (-3.5).sign == .minus)
let qn = Double.nan
print(qn == qn, qn.isEqual(to: qn), qn != qn)
print((-0.0) == 0.0, (-0.0).isTotallyOrdered(belowOrEqualTo: 0.0), (0.0).isTotallyOrdered(belowOrEqualTo: -0.0))
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2))
print(7.5.remainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2))
print(Double(8).exponent, Double(0.75).significand, Double(0.75).exponent)
print(Float(16777217 as Int), Double(Float(0.1)) == 0.1)

func scaled<T: BinaryFloatingPoint>(_ x: T, by e: Int) -> T {
    T(sign: .plus, exponent: T.Exponent(e), significand: x)
}
print(scaled(1.5, by: 3), scaled(Float(1), by: -2))
let fs: [Float] = [3, 1, 2]
print(fs.max()!, fs.min()!, mean(fs.map(Double.init)))
print(Double.greatestFiniteMagnitude * 2, -Double.greatestFiniteMagnitude * 2)
print(Float(Double.pi), Double.pi.rounded(.down))

// expect: 2.3333333333333335
// expect: 1.5
// expect: true
// expect: 12.5 0.0
// expect: ["+normal", "-0", "+0", "+inf", "-inf", "nan", "subnormal", "-normal"]
// expect: ["subnormal", "+normal"]
// expect: exp=8 sig=23 exp=11 sig=52
// expect: 5.0 13.0
// expect: 2.220446049250313e-16 1.1920929e-07
// expect: true
// expect: false true
// expect: true true
// expect: minus plus true
// expect: false false true
// expect: true true false
// expect: 1.5 -1.5
// expect: -0.5 0.5
// expect: 3 1.5 -1
// expect: 16777216.0 false
// expect: 12.0 0.25
// expect: 3.0 1.0 2.0
// expect: inf -inf
// expect: 3.1415927 3.0
