// WWDC style (unaligned loads): loadUnaligned and storeBytes at odd offsets
var packet: [UInt8] = [0xFF, 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0xEE]
packet.withUnsafeBytes { raw in
    let short = raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self)
    let word = raw.loadUnaligned(fromByteOffset: 3, as: UInt32.self)
    print(String(short, radix: 16), String(word, radix: 16))
}
packet.withUnsafeMutableBytes { raw in
    raw.storeBytes(of: UInt16(0xBEEF), toByteOffset: 1, as: UInt16.self)
}
print(packet.map { String($0, radix: 16) }.joined(separator: ":"))
let header = packet.withUnsafeBytes { raw in
    (raw[0], raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self).byteSwapped)
}
print(header.0, String(header.1, radix: 16))
// expect: 1234 12345678
// expect: ff:ef:be:78:56:34:12:ee
// expect: 255 efbe
