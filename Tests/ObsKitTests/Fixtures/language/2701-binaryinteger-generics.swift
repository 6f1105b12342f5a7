// Compiler test style: BinaryInteger generic algorithms and heterogeneous comparisons
extension BinaryInteger {
    var isEvenNumber: Bool { self % 2 == 0 }
    func digitSum() -> Self {
        var n = self < 0 ? 0 - self : self
        var s: Self = 0
        while n > 0 { s += n % 10; n /= 10 }
        return s
    }
}
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
print(gcd(48, 18), gcd(UInt8(255), 51), gcd(Int16(-12), 8))
print(Int8(-4).isEvenNumber, UInt(7).isEvenNumber)
print(Int(-9875).digitSum(), UInt64(99999).digitSum())
print(Int8(-1) < UInt64(0), UInt8(255) == Int(255), Int16(-1) == UInt16.max)
print(UInt8(1) << UInt64(3), Int32(-16) >> Int8(2))
print(Int8(1) << 8, Int8(-8) >> 100, UInt8(0x80) >> 7, 1 << -1, 16 >> -2)
print((-8).isMultiple(of: 4), 7.isMultiple(of: 0), 0.isMultiple(of: 0), Int.min.isMultiple(of: -1))
print(Int(bitPattern: UInt.max), Int8(bitPattern: 200), UInt16(bitPattern: -2))
print(~UInt8(0b1010), ~Int8(5), ~0 as UInt16)

// expect: 6 51 -4
// expect: true false
// expect: 29 45
// expect: true true false
// expect: 8 -4
// expect: 0 -1 1 0 64
// expect: true false true true
// expect: -1 -56 65534
// expect: 245 -6 65535
