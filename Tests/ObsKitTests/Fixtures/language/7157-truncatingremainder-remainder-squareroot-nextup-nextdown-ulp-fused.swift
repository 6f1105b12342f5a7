// Standard library API style (floating arithmetic): truncatingRemainder, remainder, squareRoot, nextUp/nextDown, ulp and fused multiply-add
let pairs: [(Double, Double)] = [(7, 3), (-7, 3), (7, -3), (8, 3), (5.5, 2), (-5.5, 2), (1, 0.1)]
for (x, y) in pairs {
    print("rem \(x) \(y):", x.truncatingRemainder(dividingBy: y), x.remainder(dividingBy: y))
}
print("rem by zero is nan:", 5.0.truncatingRemainder(dividingBy: 0).isNaN, 5.0.remainder(dividingBy: 0).isNaN)
print("rem infinity:", 5.0.truncatingRemainder(dividingBy: .infinity), 5.0.remainder(dividingBy: .infinity))
var r = 10.0
r.formTruncatingRemainder(dividingBy: 4)
print("formTruncatingRemainder:", r)
var q = 10.0
q.formRemainder(dividingBy: 4)
print("formRemainder:", q)
print("sqrt:", 2.0.squareRoot(), 16.0.squareRoot(), 0.0.squareRoot(), (-0.0).squareRoot())
print("sqrt negative nan:", (-4.0).squareRoot().isNaN)
print("Float sqrt:", Float(2).squareRoot())
var s = 81.0
s.formSquareRoot()
print("formSquareRoot:", s)
print("nextUp 1:", 1.0.nextUp, "nextDown 1:", 1.0.nextDown)
print("nextUp 0:", 0.0.nextUp, "nextDown 0:", 0.0.nextDown)
print("nextUp max:", Double.greatestFiniteMagnitude.nextUp)
print("nextUp -inf:", (-Double.infinity).nextUp)
print("ulp:", 1.0.ulp, 1024.0.ulp, 0.0.ulp, Double.infinity.ulp.isNaN)
print("Float ulp:", Float(1).ulp, Float(1).nextUp)
print("ulpOfOne:", Double.ulpOfOne, Float.ulpOfOne)
print("leastNonzero:", Double.leastNonzeroMagnitude, Double.leastNormalMagnitude)
print("addingProduct:", 1.0.addingProduct(2, 3))
print("min max:", Double.minimum(1, .nan), Double.maximum(.nan, 2), Double.minimum(-0.0, 0.0))
print("minimumMagnitude:", Double.minimumMagnitude(-3, 2), Double.maximumMagnitude(-3, 2))
print("abs:", abs(-2.5), (-2.5).magnitude)
print("negate:", -(3.0), { var x = 4.0; x.negate(); return x }())
print("0.1 * 3:", 0.1 * 3, "1/3:", 1.0 / 3)
print("division edge:", 1.0 / 0, -1.0 / 0, (0.0 / 0).isNaN)
print("isEqual ordering:", 1.0.isLess(than: 2), 2.0.isLessThanOrEqualTo(2), Double.nan.isEqual(to: .nan))
print("totalOrder:", (-0.0).isTotallyOrdered(belowOrEqualTo: 0.0), 0.0.isTotallyOrdered(belowOrEqualTo: -0.0))

// expect: rem 7.0 3.0: 1.0 1.0
// expect: rem -7.0 3.0: -1.0 -1.0
// expect: rem 7.0 -3.0: 1.0 1.0
// expect: rem 8.0 3.0: 2.0 -1.0
// expect: rem 5.5 2.0: 1.5 -0.5
// expect: rem -5.5 2.0: -1.5 0.5
// expect: rem 1.0 0.1: 0.09999999999999995 -5.551115123125783e-17
// expect: rem by zero is nan: true true
// expect: rem infinity: 5.0 5.0
// expect: formTruncatingRemainder: 2.0
// expect: formRemainder: 2.0
// expect: sqrt: 1.4142135623730951 4.0 0.0 -0.0
// expect: sqrt negative nan: true
// expect: Float sqrt: 1.4142135
// expect: formSquareRoot: 9.0
// expect: nextUp 1: 1.0000000000000002 nextDown 1: 0.9999999999999999
// expect: nextUp 0: 5e-324 nextDown 0: -5e-324
// expect: nextUp max: inf
// expect: nextUp -inf: -1.7976931348623157e+308
// expect: ulp: 2.220446049250313e-16 2.2737367544323206e-13 5e-324 true
// expect: Float ulp: 1.1920929e-07 1.0000001
// expect: ulpOfOne: 2.220446049250313e-16 1.1920929e-07
// expect: leastNonzero: 5e-324 2.2250738585072014e-308
// expect: addingProduct: 7.0
// expect: min max: 1.0 2.0 -0.0
// expect: minimumMagnitude: 2.0 -3.0
// expect: abs: 2.5 2.5
// expect: negate: -3.0 -4.0
// expect: 0.1 * 3: 0.30000000000000004 1/3: 0.3333333333333333
// expect: division edge: inf -inf true
// expect: isEqual ordering: true true false
// expect: totalOrder: true false
