// Apple docs style (FixedWidthInteger.byteSwapped, bigEndian, littleEndian): packing for the network
func hex<T: FixedWidthInteger>(_ v: T) -> String {
    let s = String(v, radix: 16, uppercase: true)
    let width = T.bitWidth / 4
    return "0x" + String(repeating: "0", count: max(0, width - s.count)) + s
}

let port: UInt16 = 8080
print("port \(port) = \(hex(port)), byteSwapped \(hex(port.byteSwapped)) = \(port.byteSwapped)")

let address: UInt32 = 0xC0A8_0001
print("address \(hex(address)) swapped \(hex(address.byteSwapped))")

// This machine is little-endian, so littleEndian is the identity
print("littleEndian == self:", address.littleEndian == address)
print("bigEndian == byteSwapped:", address.bigEndian == address.byteSwapped)

// Round trip through the network order
let wire = port.bigEndian
let back = UInt16(bigEndian: wire)
print("wire \(wire), back \(back)")
print("UInt32(littleEndian:):", UInt32(littleEndian: 0x1234_5678) == 0x1234_5678)

// Serializing into a byte array, big-endian
func bytesBE(_ v: UInt32) -> [UInt8] {
    var be = v.bigEndian
    return withUnsafeBytes(of: &be) { Array($0) }
}
print("bytes big-endian:", bytesBE(address))

// Reading bytes back with shifts
let frame: [UInt8] = [0x00, 0x00, 0x01, 0x2C]
let length = frame.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
print("length from frame:", length)

// Swapping signed values and odd cases
print(Int16(1).byteSwapped, Int16(-2).byteSwapped, UInt8(0xAB).byteSwapped)
print(hex(UInt64(1).byteSwapped))
print(Int32(0x0102_0304).byteSwapped == 0x0403_0201)

// Swapping twice is the identity
let samples: [UInt32] = [0, 1, 0xDEAD_BEEF, UInt32.max]
print(samples.allSatisfy { $0.byteSwapped.byteSwapped == $0 })

// expect: port 8080 = 0x1F90, byteSwapped 0x901F = 36895
// expect: address 0xC0A80001 swapped 0x0100A8C0
// expect: littleEndian == self: true
// expect: bigEndian == byteSwapped: true
// expect: wire 36895, back 8080
// expect: UInt32(littleEndian:): true
// expect: bytes big-endian: [192, 168, 0, 1]
// expect: length from frame: 300
// expect: 256 -257 171
// expect: 0x0100000000000000
// expect: true
// expect: true
