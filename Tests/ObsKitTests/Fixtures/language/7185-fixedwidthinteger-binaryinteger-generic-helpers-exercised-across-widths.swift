// Standard library API style (generic integers): FixedWidthInteger and BinaryInteger generic helpers exercised across widths with full-width math and rotation
func rotl<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ n: Int) -> T {
    let k = n % T.bitWidth
    return k == 0 ? x : (x << k) | (x >> (T.bitWidth - k))
}
func describeBits<T: FixedWidthInteger>(_ x: T) -> String {
    "\(T.self)(\(x)) lz=\(x.leadingZeroBitCount) tz=\(x.trailingZeroBitCount) pop=\(x.nonzeroBitCount)"
}
func mulDiv<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T, _ c: T) -> T {
    let full = a.multipliedFullWidth(by: b)
    return c.dividingFullWidth((high: full.high, low: full.low)).quotient
}
func isqrt<T: BinaryInteger>(_ n: T) -> T {
    guard n > 1 else { return n }
    var x = n
    var y = (x + 1) / 2
    while y < x { x = y; y = (x + n / x) / 2 }
    return x
}
print("rotl UInt8:", rotl(UInt8(0b1000_0001), 1), rotl(UInt8(0x0F), 4), rotl(UInt8(1), 8))
print("rotl UInt32:", String(rotl(UInt32(0x12345678), 8), radix: 16))
print(describeBits(UInt8(96)))
print(describeBits(Int16(-1)))
print(describeBits(UInt64(1) << 63))
print(describeBits(Int32.max))
print("mulDiv UInt8:", mulDiv(UInt8(200), 200, 250))
print("mulDiv UInt64:", mulDiv(UInt64.max, 3, 4))
print("isqrt:", isqrt(0), isqrt(1), isqrt(15), isqrt(16), isqrt(UInt8(200)), isqrt(Int64(1_000_000_007)))
func sumReporting<T: FixedWidthInteger>(_ values: [T]) -> (T, Bool) {
    var total: T = 0
    var overflowed = false
    for v in values {
        let r = total.addingReportingOverflow(v)
        total = r.partialValue
        overflowed = overflowed || r.overflow
    }
    return (total, overflowed)
}
print("sum Int8:", sumReporting([Int8(100), 20, 10]))
print("sum UInt16:", sumReporting([UInt16(60000), 5000, 536]))
print("sum Int:", sumReporting([1, 2, 3]))
func widen<T: BinaryInteger>(_ v: T) -> Int64 { Int64(v) }
print("widen:", widen(UInt8(255)), widen(Int8(-128)), widen(UInt32.max))
print("max/min generic:", [UInt8.self, Int16.self].map { "\($0)" }, Int16.max.description)
print("init with radix generic:", UInt16("ffff", radix: 16) as Any, Int8("-80", radix: 16) as Any, Int8("80", radix: 16) as Any)
print("byteSwapped generic:", UInt16(0x00FF).byteSwapped, Int32(1).byteSwapped == Int32(1) << 24)
print("shift past width:", UInt8(255) >> 8, UInt8(255) << 8, Int8(-128) >> 8, Int8(64) << 2)
print("masking shift:", UInt8(3) &<< 10, UInt16(3) &<< 17, Int64(1) &<< 64)
print("fullWidth signed:", Int64.min.multipliedFullWidth(by: -1))
print("dividingFullWidth signed:", Int8(10).dividingFullWidth((high: -1, low: 246)))
print("trailing ones:", (~UInt8(0b0111)).trailingZeroBitCount, (UInt16(0b1011_0111) ^ 0xFFFF).trailingZeroBitCount)

// expect: rotl UInt8: 3 240 1
// expect: rotl UInt32: 34567812
// expect: UInt8(96) lz=1 tz=5 pop=2
// expect: Int16(-1) lz=0 tz=0 pop=16
// expect: UInt64(9223372036854775808) lz=0 tz=63 pop=1
// expect: Int32(2147483647) lz=1 tz=0 pop=31
// expect: mulDiv UInt8: 160
// expect: mulDiv UInt64: 13835058055282163711
// expect: isqrt: 0 1 3 4 14 31622
// expect: sum Int8: (-126, true)
// expect: sum UInt16: (0, true)
// expect: sum Int: (6, false)
// expect: widen: 255 -128 4294967295
// expect: max/min generic: ["UInt8", "Int16"] 32767
// expect: init with radix generic: Optional(65535) Optional(-128) nil
// expect: byteSwapped generic: 65280 true
// expect: shift past width: 0 0 -1 0
// expect: masking shift: 12 6 1
// expect: fullWidth signed: (high: 0, low: 9223372036854775808)
// expect: dividingFullWidth signed: (quotient: -1, remainder: 0)
// expect: trailing ones: 3 3
