// Blog style (integer powers): fast exponentiation and modular power with full-width multiply
func power<T: BinaryInteger>(_ base: T, _ exp: Int) -> T {
    var result: T = 1
    var b = base
    var e = exp
    while e > 0 {
        if e & 1 == 1 { result *= b }
        e >>= 1
        if e > 0 { b *= b }
    }
    return result
}
func modPow(_ base: UInt64, _ exp: UInt64, _ m: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var b = base % m
    var e = exp
    while e > 0 {
        if e & 1 == 1 {
            result = m.dividingFullWidth(result.multipliedFullWidth(by: b)).remainder
        }
        b = m.dividingFullWidth(b.multipliedFullWidth(by: b)).remainder
        e >>= 1
    }
    return result
}
print(power(2, 10), power(3, 0), power(-2, 7))
print(power(UInt8(2), 7), power(Int64(10), 18))
print(modPow(2, 10, 1000))
print(modPow(3, 200, 1_000_000_007))
print(modPow(123456789, 987654321, 18446744073709551557))
print(modPow(5, 0, 7))
// expect: 1024 1 -128
// expect: 128 1000000000000000000
// expect: 24
// expect: 136318165
// expect: 13340410239862665191
// expect: 1
