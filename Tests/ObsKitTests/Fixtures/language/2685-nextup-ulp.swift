// Compiler test style: nextUp, nextDown, ulp and binade of Double
print(1.0.nextUp)
print(1.0.nextDown)
print(0.0.nextUp)
print((-0.0).nextDown)
print(1.0.ulp, 2.0.ulp)
print(Double.infinity.nextDown == .greatestFiniteMagnitude)
print(Double.greatestFiniteMagnitude.nextUp)
print(3.0.binade, 0.75.binade)
print(Float(1).nextUp)
print(1.0.significand, 8.0.exponent, 0.1.exponent)
print(Double(sign: .minus, exponent: 3, significand: 1.5))

// expect: 1.0000000000000002
// expect: 0.9999999999999999
// expect: 5e-324
// expect: -5e-324
// expect: 2.220446049250313e-16 4.440892098500626e-16
// expect: true
// expect: inf
// expect: 2.0 0.5
// expect: 1.0000001
// expect: 1.0 3 -4
// expect: -12.0
