// Bit-level properties of fixed-width integers: leading and trailing zero counts, set bits, byte swapping and endianness.
// Expected output: swiftc 6.3.1 on this machine.
let values: [UInt16] = [1, 0x00F0, 0x8000, 0xFFFF, 0]
for value in values {
    print(value, value.leadingZeroBitCount, value.trailingZeroBitCount, value.nonzeroBitCount)
}
print(UInt32(0x11223344).byteSwapped == 0x44332211, UInt16(1).bigEndian, UInt16(1).littleEndian)
print(Int8(-1).nonzeroBitCount, Int8(1).leadingZeroBitCount, Int.bitWidth, (255 as Int).trailingZeroBitCount)
func isPowerOfTwo(_ n: UInt32) -> Bool { n != 0 && n.nonzeroBitCount == 1 }
print([1, 3, 64, 96, 1024].map { isPowerOfTwo(UInt32($0)) })

// expect: 1 15 0 1
// expect: 240 8 4 4
// expect: 32768 0 15 1
// expect: 65535 0 0 16
// expect: 0 16 16 0
// expect: true 256 1
// expect: 8 7 64 0
// expect: [true, false, true, false, true]
