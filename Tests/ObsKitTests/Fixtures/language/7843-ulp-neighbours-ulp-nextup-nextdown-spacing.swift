// Blog style (ulp and neighbours): ulp, nextUp, nextDown and the spacing of doubles
let one = 1.0
print(one.ulp)
print(one.nextUp)
print(one.nextDown)
print(Double.ulpOfOne)
print(Float.ulpOfOne)
print(Float(1).nextUp)
print((0.0).nextUp)
print((0.0).nextDown)
print(Double.greatestFiniteMagnitude.nextUp)
print(Double.infinity.nextDown == .greatestFiniteMagnitude)
print((1e16).ulp)
print((1024.0).ulp, (1023.0).ulp)
print(Float(16777216).ulp)
print(Float(16777216) + 1 == Float(16777216))
print(0.1 + 0.2 == 0.3, abs((0.1 + 0.2) - 0.3) <= 0.3.ulp)
print(Double.leastNonzeroMagnitude)
print(Double.leastNormalMagnitude)
// expect: 2.220446049250313e-16
// expect: 1.0000000000000002
// expect: 0.9999999999999999
// expect: 2.220446049250313e-16
// expect: 1.1920929e-07
// expect: 1.0000001
// expect: 5e-324
// expect: -5e-324
// expect: inf
// expect: true
// expect: 2.0
// expect: 2.2737367544323206e-13 1.1368683772161603e-13
// expect: 2.0
// expect: true
// expect: false true
// expect: 5e-324
// expect: 2.2250738585072014e-308
