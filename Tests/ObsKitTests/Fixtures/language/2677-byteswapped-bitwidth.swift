// Compiler test style: byteSwapped, bigEndian/littleEndian and bitWidth
let x: UInt32 = 0x11223344
print(String(x.byteSwapped, radix: 16))
let y: UInt16 = 0xABCD
print(String(y.byteSwapped, radix: 16, uppercase: true))
print(Int8(5).byteSwapped)
print(Int16(1).byteSwapped)
print(UInt64(0x0102030405060708).byteSwapped == 0x0807060504030201)
print(String(x.littleEndian, radix: 16), String(x.bigEndian, radix: 16))
print(Int8.bitWidth, UInt16.bitWidth, Int32.bitWidth, UInt64.bitWidth, Int.bitWidth)
print(Int8(3).bitWidth, UInt(3).bitWidth)
print(UInt32(bigEndian: 0x01000000))

// expect: 44332211
// expect: CDAB
// expect: 5
// expect: 256
// expect: true
// expect: 11223344 44332211
// expect: 8 16 32 64 64
// expect: 8 64
// expect: 1
