// Compiler test style: infinity and nan printing and comparisons
let inf = Double.infinity
let nan = Double.nan
print(inf, -inf)
print(nan, -nan)
print(Float.infinity, Float.nan)
print(nan == nan, nan != nan, nan < 1.0, nan > 1.0)
print(inf > Double.greatestFiniteMagnitude)
print(inf - inf)
print(0.0 / 0.0 == 0.0 / 0.0)
print(1.0 / 0.0, -1.0 / 0.0)
print(nan.isNaN, inf.isInfinite, inf.isFinite, (1.0).isFinite)
print(Double.signalingNaN.isSignalingNaN, nan.isSignalingNaN)
print([1.0, nan, inf])
print(String(describing: nan), "\(inf)")

// expect: inf -inf
// expect: nan -nan
// expect: inf nan
// expect: false true false false
// expect: true
// expect: -nan
// expect: false
// expect: inf -inf
// expect: true true false true
// expect: true false
// expect: [1.0, nan, inf]
// expect: nan inf
