// Apple docs style (Double / FloatingPoint): rounding, remainders and square roots
import Foundation

let values = [6.5, 7.5, -6.5, 2.4, 2.6, -2.4]
for v in values {
    print("\(v): nearestOrEven \(v.rounded(.toNearestOrEven)) awayFromZero \(v.rounded()) up \(v.rounded(.up)) down \(v.rounded(.down)) towardZero \(v.rounded(.towardZero))")
}

var w = 8.5
w.round(.toNearestOrEven)
print("mutating round:", w)
print("floor/ceil/trunc:", floor(-3.7), ceil(-3.7), trunc(-3.7))

print("squareRoot:", 81.0.squareRoot(), 2.0.squareRoot())
print("sqrt:", sqrt(144.0))
print("pow:", pow(2.0, 10.0), pow(10.0, -2.0))

let dividend = 8.625
print("truncatingRemainder:", dividend.truncatingRemainder(dividingBy: 0.75))
print("remainder:", dividend.remainder(dividingBy: 0.75))
print("negative truncatingRemainder:", (-8.625).truncatingRemainder(dividingBy: 0.75))
print("fmod:", fmod(10.0, 3.0))

let angle = 370.0
print("normalized angle:", angle.truncatingRemainder(dividingBy: 360))

print("signs:", (-2.5).sign == .minus, 2.5.sign == .plus, (-0.0).sign == .minus)
print("magnitude:", (-2.5).magnitude, "abs:", abs(-3.25))

let inf = Double.infinity
let nan = Double.nan
print("infinity:", inf, -inf, inf.isInfinite, inf > Double.greatestFiniteMagnitude)
print("nan:", nan, nan.isNaN, nan == nan, (nan as Double?) == nil)
print("zero:", 0.0 == -0.0, (0.0).isZero)

let scores = [88.5, 92.25, 79.75]
let average = scores.reduce(0, +) / Double(scores.count)
print("average:", average, "rounded to 2 places:", (average * 100).rounded() / 100)
print("Int conversion:", Int(average.rounded()), Int(average))

print("min/max with nan:", Double.minimum(nan, 3.0), Double.maximum(1.0, 2.0))
print("ulp of 1.0:", 1.0.ulp == Double.ulpOfOne)
print("nextUp > 1:", 1.0.nextUp > 1.0)
print("hypot:", hypot(3.0, 4.0), "exp/log:", exp(0.0), log(M_E))
print("description:", 0.1 + 0.2, 1e20, 1e-5, 100.0, Float(0.1))
print("distance/advanced:", 1.5.distance(to: 4.0), 1.5.advanced(by: 2.0))
// expect: 6.5: nearestOrEven 6.0 awayFromZero 7.0 up 7.0 down 6.0 towardZero 6.0
// expect: 7.5: nearestOrEven 8.0 awayFromZero 8.0 up 8.0 down 7.0 towardZero 7.0
// expect: -6.5: nearestOrEven -6.0 awayFromZero -7.0 up -6.0 down -7.0 towardZero -6.0
// expect: 2.4: nearestOrEven 2.0 awayFromZero 2.0 up 3.0 down 2.0 towardZero 2.0
// expect: 2.6: nearestOrEven 3.0 awayFromZero 3.0 up 3.0 down 2.0 towardZero 2.0
// expect: -2.4: nearestOrEven -2.0 awayFromZero -2.0 up -2.0 down -3.0 towardZero -2.0
// expect: mutating round: 8.0
// expect: floor/ceil/trunc: -4.0 -3.0 -3.0
// expect: squareRoot: 9.0 1.4142135623730951
// expect: sqrt: 12.0
// expect: pow: 1024.0 0.01
// expect: truncatingRemainder: 0.375
// expect: remainder: -0.375
// expect: negative truncatingRemainder: -0.375
// expect: fmod: 1.0
// expect: normalized angle: 10.0
// expect: signs: true true true
// expect: magnitude: 2.5 abs: 3.25
// expect: infinity: inf -inf true true
// expect: nan: nan true false false
// expect: zero: true true
// expect: average: 86.83333333333333 rounded to 2 places: 86.83
// expect: Int conversion: 87 86
// expect: min/max with nan: 3.0 2.0
// expect: ulp of 1.0: true
// expect: nextUp > 1: true
// expect: hypot: 5.0 exp/log: 1.0 1.0
// expect: description: 0.30000000000000004 1e+20 1e-05 100.0 0.1
// expect: distance/advanced: 2.5 3.5
