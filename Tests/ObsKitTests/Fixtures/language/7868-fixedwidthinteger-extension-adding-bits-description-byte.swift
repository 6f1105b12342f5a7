// Blog style (FixedWidthInteger extension): adding a bits description and byte arrays to every integer
extension FixedWidthInteger {
    var binaryString: String {
        var s = ""
        for i in stride(from: Self.bitWidth - 1, through: 0, by: -1) {
            s += (self >> i) & 1 == 1 ? "1" : "0"
            if i % 8 == 0 && i != 0 { s += "_" }
        }
        return s
    }
    var littleEndianBytes: [UInt8] {
        (0..<(Self.bitWidth / 8)).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
    init(littleEndianBytes bytes: [UInt8]) {
        var v: Self = 0
        for (i, b) in bytes.enumerated() { v |= Self(b) << (i * 8) }
        self = v
    }
}
print(UInt8(5).binaryString)
print(Int8(-1).binaryString)
print(Int16(-2).binaryString)
print(UInt32(0x01020304).littleEndianBytes)
print(Int32(-2).littleEndianBytes)
print(UInt32(littleEndianBytes: [4, 3, 2, 1]) == 0x01020304)
print(Int16(littleEndianBytes: [0xFE, 0xFF]))
print(UInt64(littleEndianBytes: [1]))
// expect: 00000101
// expect: 11111111
// expect: 11111111_11111110
// expect: [4, 3, 2, 1]
// expect: [254, 255, 255, 255]
// expect: true
// expect: -2
// expect: 1
