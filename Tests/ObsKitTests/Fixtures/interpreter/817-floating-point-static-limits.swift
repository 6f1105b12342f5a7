// The static limits and constants of Float and Double: both types have all of them, each as its own type.
// Expected output from swiftc 6.3.1 on Linux.
print(Float.leastNormalMagnitude, Double.leastNormalMagnitude)
print(Float.leastNonzeroMagnitude, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
print(Float.ulpOfOne, Double.ulpOfOne)
print(Float.infinity, -Double.infinity, Float.pi, Double.pi)
print(Float.nan.isNaN, Double.signalingNaN.isSignalingNaN, Float.zero, Double.zero)
print(Float.radix, Double.radix, Float.significandBitCount, Double.significandBitCount)
print(Float.exponentBitCount, Double.exponentBitCount)
print(type(of: Float.leastNormalMagnitude), type(of: Double.ulpOfOne))
print(Float.leastNormalMagnitude / 2 > 0, Double.leastNormalMagnitude.isNormal, (Double.leastNormalMagnitude / 2).isSubnormal)

// expect: 1.1754944e-38 2.2250738585072014e-308
// expect: 1e-45 5e-324
// expect: 3.4028235e+38 1.7976931348623157e+308
// expect: 1.1920929e-07 2.220446049250313e-16
// expect: inf -inf 3.1415925 3.141592653589793
// expect: true true 0.0 0.0
// expect: 2 2 23 52
// expect: 8 11
// expect: Float Double
// expect: true true true
