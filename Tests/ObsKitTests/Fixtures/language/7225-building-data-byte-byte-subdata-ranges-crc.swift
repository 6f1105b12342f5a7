// Tutorial style (file header checker): building Data byte by byte, subdata ranges, a CRC-32 table and big-endian reads
import Foundation

func crc32(_ data: Data) -> UInt32 {
    var table = [UInt32](repeating: 0, count: 256)
    for i in 0..<256 {
        var c = UInt32(i)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
        table[i] = c
    }
    var crc: UInt32 = 0xFFFFFFFF
    for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFFFFFF
}

print(String(format: "crc32(\"123456789\") = %08x", crc32(Data("123456789".utf8))))
print(String(format: "crc32(empty) = %08x", crc32(Data())))

var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
var width: UInt32 = 640, height: UInt32 = 480
header.append(contentsOf: withUnsafeBytes(of: width.bigEndian) { Array($0) })
header.append(contentsOf: withUnsafeBytes(of: height.bigEndian) { Array($0) })
header.append(8)
print("header bytes:", header.count)
print(header.map { String(format: "%02X", $0) }.joined(separator: " "))

func readUInt32(_ d: Data, at offset: Int) -> UInt32 {
    d.subdata(in: offset..<offset + 4).reduce(0) { ($0 << 8) | UInt32($1) }
}
let magic = header.prefix(8)
let isPNG = magic.elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
print("png:", isPNG, "size:", readUInt32(header, at: 8), "x", readUInt32(header, at: 12), "depth:", header.last!)
let sig = String(decoding: header[1...3], as: UTF8.self)
print("signature text:", sig)

width = 1920
print(String(format: "%08x", width.bigEndian), String(format: "%08x", width.littleEndian), width.byteSwapped)
let words = Data("Hello Data".utf8)
let firstWord = words.firstIndex(of: 0x20).map { words[..<$0] }!
print(String(decoding: firstWord, as: UTF8.self), words.count, words.reversed().first!)
print("xor:", words.reduce(UInt8(0), ^), String(format: "crc=%u", crc32(words)))

// expect: crc32("123456789") = cbf43926
// expect: crc32(empty) = 00000000
// expect: header bytes: 17
// expect: 89 50 4E 47 0D 0A 1A 0A 00 00 02 80 00 00 01 E0 08
// expect: png: true size: 640 x 480 depth: 8
// expect: signature text: PNG
// expect: 80070000 00000780 2147942400
// expect: Hello 10 97
// expect: xor: 82 crc=2812766566
