// Compiler test style: printing Double special values and shortest round-trip representation
print(Double.infinity)
print(-Double.infinity)
print(Double.nan)
print(-0.0)
print(0.0)
print(1e16)
print(1e15)
print(123456789012345678.0)
print(0.1 + 0.2)
print(0.1)
print(1.0 / 3.0)
print(2.0)
print(1e-5)
print(0.0001)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)
print(Double.pi)
debugPrint(Double.nan)
debugPrint(0.1 + 0.2)
print([Double.infinity, -0.0, 1.5])
print(String(describing: 100.0))
print(String(reflecting: 1e100))
print(5e-324)
print(Double(Int.max))
print(-1.25e-10)
print((0.1 + 0.2) == 0.3)
// expect: inf
// expect: -inf
// expect: nan
// expect: -0.0
// expect: 0.0
// expect: 1e+16
// expect: 1000000000000000.0
// expect: 1.2345678901234568e+17
// expect: 0.30000000000000004
// expect: 0.1
// expect: 0.3333333333333333
// expect: 2.0
// expect: 1e-05
// expect: 0.0001
// expect: 1.7976931348623157e+308
// expect: 5e-324
// expect: 3.141592653589793
// expect: nan
// expect: 0.30000000000000004
// expect: [inf, -0.0, 1.5]
// expect: 100.0
// expect: 1e+100
// expect: 5e-324
// expect: 9.223372036854776e+18
// expect: -1.25e-10
// expect: false
