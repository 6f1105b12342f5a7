// Compiler test style (stdlib): Double.infinity, nan checks, comparisons with nan, isFinite/isNormal/isZero, min/max with nan
let inf = Double.infinity
let nan = Double.nan
print(inf, -inf, nan, -nan)
print(inf > Double.greatestFiniteMagnitude, -inf < -1e308, inf == inf + 1)
print(nan == nan, nan != nan, nan < 1, nan > 1, nan.isNaN, (0.0 / 0.0).isNaN)
print(inf - inf, 0 * inf, 1 / inf, -1 / inf)

let candidates: [Double] = [1.5, 0, -0.0, inf, nan, 1e-310, -2]
for value in candidates {
    print(value, value.isFinite, value.isInfinite, value.isNaN, value.isZero, value.isNormal, value.isSubnormal)
}

print(Double.minimum(nan, 3), Double.maximum(3, nan), Double.minimum(-0.0, 0.0))
print([3.0, nan, 1.0].min() as Any, [3.0, 1.0].max() as Any)
print(Swift.min(nan, 2.0), Swift.min(2.0, nan))
print([2.0, nan, 1.0, 3.0].filter { !$0.isNaN }.sorted())
print(Float.infinity, Float.nan.isNaN, Float(inf), Double(Float.infinity) == inf)
print(inf.sign, (-inf).sign, nan.isSignalingNaN, Double.signalingNaN.isNaN)
print((1.0).isLess(than: 2.0), nan.isLess(than: 1), 1.0.isTotallyOrdered(belowOrEqualTo: nan))
print(Int(exactly: inf) as Any, Int(exactly: nan) as Any, Double.ulpOfOne)

// expect: inf -inf nan -nan
// expect: true true true
// expect: false true false false true true
// expect: -nan -nan 0.0 -0.0
// expect: 1.5 true false false false true false
// expect: 0.0 true false false true false false
// expect: -0.0 true false false true false false
// expect: inf false true false false false false
// expect: nan false false true false false false
// expect: 1e-310 true false false false false true
// expect: -2.0 true false false false true false
// expect: 3.0 3.0 -0.0
// expect: Optional(1.0) Optional(3.0)
// expect: nan 2.0
// expect: [1.0, 2.0, 3.0]
// expect: inf true inf true
// expect: plus minus false true
// expect: true false true
// expect: nil nil 2.220446049250313e-16
