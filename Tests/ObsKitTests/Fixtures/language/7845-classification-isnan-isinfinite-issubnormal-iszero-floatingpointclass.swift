// Blog style (classification): isNaN, isInfinite, isSubnormal, isZero and floatingPointClass
let cases: [Double] = [0.0, -0.0, 1.5, .infinity, -.infinity, .nan, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude]
for c in cases {
    print(c, c.isNaN, c.isInfinite, c.isFinite, c.isSubnormal, c.isNormal, c.isZero)
}
for c in cases {
    print(c.floatingPointClass)
}
let nan = Double.nan
print(nan == nan, nan != nan, nan < 1, nan > 1)
print([3.0, .nan, 1.0].contains(.nan))
print([3.0, .nan, 1.0].contains { $0.isNaN })
print(Double.signalingNaN.isSignalingNaN, Double.nan.isSignalingNaN)
print((-Double.nan).sign)
print(Float.infinity > Float.greatestFiniteMagnitude)
// expect: 0.0 false false true false false true
// expect: -0.0 false false true false false true
// expect: 1.5 false false true false true false
// expect: inf false true false false false false
// expect: -inf false true false false false false
// expect: nan true false false false false false
// expect: 5e-324 false false true true false false
// expect: 2.2250738585072014e-308 false false true false true false
// expect: positiveZero
// expect: negativeZero
// expect: positiveNormal
// expect: positiveInfinity
// expect: negativeInfinity
// expect: quietNaN
// expect: positiveSubnormal
// expect: positiveNormal
// expect: false true false false
// expect: false
// expect: true
// expect: true false
// expect: minus
// expect: true
