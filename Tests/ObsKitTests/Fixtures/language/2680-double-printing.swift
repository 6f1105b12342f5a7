// Compiler test style: shortest round-trip printing of Double values
print(0.1 + 0.2)
print(1e16)
print(1e15)
print(123456789012345680.0)
print(Double.pi)
print(Double.ulpOfOne)
print(1.0 / 3.0)
print(100.0)
print(-0.0)
print(5e-324)
print(Double.greatestFiniteMagnitude)
print(Double.leastNormalMagnitude)

// expect: 0.30000000000000004
// expect: 1e+16
// expect: 1000000000000000.0
// expect: 1.2345678901234568e+17
// expect: 3.141592653589793
// expect: 2.220446049250313e-16
// expect: 0.3333333333333333
// expect: 100.0
// expect: -0.0
// expect: 5e-324
// expect: 1.7976931348623157e+308
// expect: 2.2250738585072014e-308
