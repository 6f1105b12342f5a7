// Blog style (endianness): byteSwapped, bigEndian, littleEndian and init(bigEndian:)
let v: UInt32 = 0x1234_5678
print(String(v, radix: 16))
print(String(v.byteSwapped, radix: 16))
print(String(v.bigEndian, radix: 16))
print(String(v.littleEndian, radix: 16))
print(UInt32(bigEndian: 0x7856_3412) == 0x1234_5678)
print(String(UInt16(0xABCD).byteSwapped, radix: 16, uppercase: true))
print(Int16(0x0102).byteSwapped)
print(UInt64(1).byteSwapped)
print(UInt8(0x7F).byteSwapped)

func bytesBE<T: FixedWidthInteger>(_ x: T) -> [UInt8] {
    var out: [UInt8] = []
    var be = x.bigEndian
    for _ in 0..<(T.bitWidth / 8) {
        out.insert(UInt8(truncatingIfNeeded: be), at: 0)
        be >>= 8
    }
    return out
}
func hex(_ b: [UInt8]) -> String {
    b.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
}
print(hex(bytesBE(UInt32(0xDEADBEEF))))
print(hex(bytesBE(UInt16(0x0A0B))))
// expect: 12345678
// expect: 78563412
// expect: 78563412
// expect: 12345678
// expect: true
// expect: CDAB
// expect: 513
// expect: 72057594037927936
// expect: 127
// expect: ef be ad de
// expect: 0b 0a
