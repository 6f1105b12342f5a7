// Compiler test style: Float and Double edge values and shortest round-trip printing

print(0.1 + 0.2)
print(0.1 + 0.2 == 0.3)
print(1e16)
print(1e15)
print(123456789012345678.0)
print(1.0)
print(-0.0)
print(0.0)
print(Double.infinity)
print(-Double.infinity)
print(Double.nan)
print(-Double.nan)
print(Double.pi)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)
print(Double.leastNormalMagnitude)
print(Double.ulpOfOne)
print(1e-5)
print(0.0001)
print(0.001)
print(100.0)
print(1e100)
print(2.5e-10)
print(1.0 / 3.0)
print(2.0 / 3.0)

print(Float(1) / 3)
print(Float(0.1))
print(Float(0.1) + Float(0.2))
print(Float.pi)
print(Float.infinity)
print(Float.nan)
print(Float.greatestFiniteMagnitude)
print(Float(1e16))
print(Float(16777217))
print(Float(-0.0))

debugPrint(0.1)
debugPrint(Float(0.1))
debugPrint(Double.nan)
print(String(describing: 1.5))
print(String(reflecting: 1.5))
print("\(0.5)")
print([0.1, 0.2, 0.30000000000000004])
print([Float(1.5), Float(2)])

let values: [Double] = [3, -3, 0.5, 1e21, 1e-7]
for v in values {
    print(v, terminator: " ")
}
print()

print(Double(Int.max))
print(Double(1 << 53))
print(Double(1 << 53) + 1)
print(Int(2.9), Int(-2.9))
print(Double(7) / 2)
print(7.0.truncatingRemainder(dividingBy: 2))
print((-0.0).sign == .minus)
print(Double.nan == Double.nan)
print(Double.infinity > Double.greatestFiniteMagnitude)
print(Double.nan.isNaN, Double.infinity.isInfinite)
print(-0.0 == 0.0)

let f16 = Float(3.14159)
print(f16)
print(Double(f16))
print(Float(Double(f16)))
print(Float(Int8.max))
print(Double(UInt64.max))
print(5e-324)
print(1.7976931348623157e308)
dump(0.1 + 0.2)
dump(Float(2) / 3)

// expect: 0.30000000000000004
// expect: false
// expect: 1e+16
// expect: 1000000000000000.0
// expect: 1.2345678901234568e+17
// expect: 1.0
// expect: -0.0
// expect: 0.0
// expect: inf
// expect: -inf
// expect: nan
// expect: -nan
// expect: 3.141592653589793
// expect: 1.7976931348623157e+308
// expect: 5e-324
// expect: 2.2250738585072014e-308
// expect: 2.220446049250313e-16
// expect: 1e-05
// expect: 0.0001
// expect: 0.001
// expect: 100.0
// expect: 1e+100
// expect: 2.5e-10
// expect: 0.3333333333333333
// expect: 0.6666666666666666
// expect: 0.33333334
// expect: 0.1
// expect: 0.3
// expect: 3.1415925
// expect: inf
// expect: nan
// expect: 3.4028235e+38
// expect: 1e+16
// expect: 16777216.0
// expect: -0.0
// expect: 0.1
// expect: 0.1
// expect: nan
// expect: 1.5
// expect: 1.5
// expect: 0.5
// expect: [0.1, 0.2, 0.30000000000000004]
// expect: [1.5, 2.0]
// expect: 3.0 -3.0 0.5 1e+21 1e-07 
// expect: 9.223372036854776e+18
// expect: 9007199254740992.0
// expect: 9007199254740992.0
// expect: 2 -2
// expect: 3.5
// expect: 1.0
// expect: true
// expect: false
// expect: true
// expect: true true
// expect: true
// expect: 3.14159
// expect: 3.141590118408203
// expect: 3.14159
// expect: 127.0
// expect: 1.8446744073709552e+19
// expect: 5e-324
// expect: 1.7976931348623157e+308
// expect: - 0.30000000000000004
// expect: - 0.6666667
