// withUnsafeBytes(of:) on integers of each width, Double, Float and Bool: the bytes little-endian, as
// on this machine; Array(bytes) is a [UInt8]; load(fromByteOffset:as:); withUnsafeMutableBytes(of: &x)
// changes the variable's bytes; an [Int32]'s withUnsafeBytes. Expected output from swiftc on this machine.

let number = 0x0102_0304
print(withUnsafeBytes(of: number) { Array($0) })
print(withUnsafeBytes(of: Int16(-2)) { Array($0) }, withUnsafeBytes(of: UInt32(0xDEADBEEF)) { Array($0) })
print(withUnsafeBytes(of: UInt8(200)) { Array($0) }, withUnsafeBytes(of: Int64.min) { Array($0) })
print(withUnsafeBytes(of: 1.5) { Array($0) })
print(withUnsafeBytes(of: Float(-2)) { Array($0) })
print(withUnsafeBytes(of: true) { Array($0) }, withUnsafeBytes(of: false) { $0.count })

withUnsafeBytes(of: number) { bytes in
    print(type(of: bytes), bytes.count, bytes[0], bytes.first ?? 0)
    var hex = ""
    for byte in bytes.reversed() { hex += String(byte, radix: 16) + " " }
    print(hex)
    print(bytes.load(as: Int.self), bytes.load(fromByteOffset: 1, as: UInt8.self), bytes.load(as: UInt16.self))
    print(bytes.reduce(0) { $0 + Int($1) }, bytes.map { $0 }.count)
}

var value: UInt32 = 0
withUnsafeMutableBytes(of: &value) { bytes in
    bytes[0] = 0x78
    bytes[3] = 0x12
}
print(value, String(value, radix: 16))

var real = 1.0
withUnsafeMutableBytes(of: &real) { bytes in bytes[7] = 0xC0 }
print(real)

let samples: [Int32] = [1, -1, 256]
print(samples.withUnsafeBytes { Array($0) })
print(samples.withUnsafeBytes { $0.count })

func littleEndianBytes<T>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0) }
}
print(littleEndianBytes(UInt16(0xABCD)), littleEndianBytes(Int8(-128)))

// expect: [4, 3, 2, 1, 0, 0, 0, 0]
// expect: [254, 255] [239, 190, 173, 222]
// expect: [200] [0, 0, 0, 0, 0, 0, 0, 128]
// expect: [0, 0, 0, 0, 0, 0, 248, 63]
// expect: [0, 0, 0, 192]
// expect: [1] 1
// expect: UnsafeRawBufferPointer 8 4 4
// expect: 0 0 0 0 1 2 3 4 
// expect: 16909060 3 772
// expect: 10 8
// expect: 301990008 12000078
// expect: -65536.0
// expect: [1, 0, 0, 0, 255, 255, 255, 255, 0, 1, 0, 0]
// expect: 12
// expect: [205, 171] [128]
