// Compiler test style: floating-point special values
// Checks printing of infinity, -infinity, nan, -0.0, signaling NaN,
// their comparisons, properties (isNaN, isInfinite, sign), min/max with
// nan, and conversion of special values to strings.

let inf = Double.infinity
let ninf = -Double.infinity
let nan = Double.nan
let nzero = -0.0

print(inf)
print(ninf)
print(nan)
print(nzero)
print(0.0)
print(Float.infinity, -Float.infinity, Float.nan, -Float(0))
print(-Double.nan)
print(Double.signalingNaN)
debugPrint(nan)
debugPrint(Double.signalingNaN)

// Division producing specials.
let zero = 0.0
print(1.0 / zero)
print(-1.0 / zero)
print(zero / zero)
print(1.0 / nzero)

// Comparisons.
print(nan == nan)
print(nan != nan)
print(nan < 1, nan > 1)
print(nzero == 0.0)
print(inf > Double.greatestFiniteMagnitude)
print(ninf < -Double.greatestFiniteMagnitude)

// Properties.
print(nan.isNaN, inf.isNaN)
print(inf.isInfinite, ninf.isInfinite, 1.0.isInfinite)
print(inf.isFinite, 1.0.isFinite)
print(nzero.sign == .minus, 0.0.sign == .minus)
print(nzero.isZero)
print(Double.leastNonzeroMagnitude.isSubnormal, 1.0.isNormal)
print(Double.signalingNaN.isSignalingNaN, nan.isSignalingNaN)

// Arithmetic with specials.
print(inf + 1)
print(inf - inf)
print(inf * 0)
print(nan + 1)
print(nzero + 0.0)
print(nzero * -1)

// min/max with NaN.
print(Double.minimum(nan, 1))
print(Swift.min(1.0, 2.0), Swift.max(inf, 3))

// Strings from specials.
print(String(inf), String(nan), String(nzero))
print("\(ninf)")
print([inf, nan, nzero])
print(Double("nan")!.isNaN, Double("-inf")!, Double("infinity")!)

// Sorting with infinities.
print([3.0, inf, -1.0, ninf, 0.0].sorted())

// Magnitudes.
print(nzero.magnitude, ninf.magnitude)
print(Float.infinity.magnitude)

// Float32 edge values.
print(Float.leastNonzeroMagnitude)
print(Float.leastNormalMagnitude)
print(Double.leastNonzeroMagnitude)

// NaN payload-free printing via totalOrder check.
print(nan.isTotallyOrdered(belowOrEqualTo: inf))
print((-nan).isTotallyOrdered(belowOrEqualTo: ninf))

// expect: inf
// expect: -inf
// expect: nan
// expect: -0.0
// expect: 0.0
// expect: inf -inf nan -0.0
// expect: -nan
// expect: snan
// expect: nan
// expect: snan
// expect: inf
// expect: -inf
// expect: -nan
// expect: -inf
// expect: false
// expect: true
// expect: false false
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: true true false
// expect: false true
// expect: true false
// expect: true
// expect: true true
// expect: true false
// expect: inf
// expect: -nan
// expect: -nan
// expect: nan
// expect: 0.0
// expect: 0.0
// expect: 1.0
// expect: 1.0 inf
// expect: inf nan -0.0
// expect: -inf
// expect: [inf, nan, -0.0]
// expect: true -inf inf
// expect: [-inf, -1.0, 0.0, 3.0, inf]
// expect: 0.0 inf
// expect: inf
// expect: 1e-45
// expect: 1.1754944e-38
// expect: 5e-324
// expect: false
// expect: true
