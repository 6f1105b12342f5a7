// Tutorial style (hex dumps): printing Data as a hex dump and parsing hex strings back to bytes
import Foundation

let message = "Hello, Foundation! 0123456789"
let data = Data(message.utf8)

func hexDump(_ data: Data, width: Int = 8) -> [String] {
    var lines: [String] = []
    var offset = 0
    while offset < data.count {
        let chunk = data[data.startIndex + offset ..< data.startIndex + min(offset + width, data.count)]
        let hex = chunk.map { String(format: "%02x", $0) }.joined(separator: " ")
        let ascii = String(chunk.map { (0x20...0x7e).contains($0) ? Character(Unicode.Scalar($0)) : "." })
        lines.append(String(format: "%04x  ", offset) + hex.padding(toLength: width * 3 - 1, withPad: " ", startingAt: 0) + "  |" + ascii + "|")
        offset += width
    }
    return lines
}

hexDump(data).forEach { print($0) }
hexDump(Data([0, 1, 0x7f, 0x80, 0xff, 0x0a])).forEach { print($0) }

func dataFromHex(_ hex: String) -> Data? {
    let clean = hex.replacingOccurrences(of: " ", with: "").lowercased()
    guard clean.count % 2 == 0 else { return nil }
    var bytes = [UInt8]()
    var i = clean.startIndex
    while i < clean.endIndex {
        let next = clean.index(i, offsetBy: 2)
        guard let b = UInt8(clean[i..<next], radix: 16) else { return nil }
        bytes.append(b)
        i = next
    }
    return Data(bytes)
}

if let d = dataFromHex("48 65 6C 6C 6F") {
    print(String(data: d, encoding: .utf8)!, d.count)
}
print(dataFromHex("abc") == nil, dataFromHex("zz") == nil)
let hexString = data.prefix(5).map { String(format: "%02X", $0) }.joined()
print(hexString)
print(data.prefix(5).reduce(0) { $0 &+ Int($1) })
let checksum = data.reduce(UInt8(0)) { $0 ^ $1 }
print(String(format: "xor checksum: 0x%02x", checksum))
print(data.subdata(in: 7..<17).map { String(UnicodeScalar($0)) }.joined())
// expect: 0000  48 65 6c 6c 6f 2c 20 46  |Hello, F|
// expect: 0008  6f 75 6e 64 61 74 69 6f  |oundatio|
// expect: 0010  6e 21 20 30 31 32 33 34  |n! 01234|
// expect: 0018  35 36 37 38 39           |56789|
// expect: 0000  00 01 7f 80 ff 0a        |......|
// expect: Hello 5
// expect: true true
// expect: 48656C6C6F
// expect: 500
// expect: xor checksum: 0x65
// expect: Foundation
