// Apple docs style (Data): inspecting bytes and printing them as hex
import Foundation

var packet = Data("PING".utf8)
packet.append(0x00)
packet.append(contentsOf: [0xDE, 0xAD, 0xBE, 0xEF])
print("length: \(packet.count)")

let hex = packet.map { String(format: "%02x", $0) }.joined()
print("hex: \(hex)")
print("spaced: \(packet.map { String(format: "%02X", $0) }.joined(separator: " "))")

let header = packet.prefix(4)
print("header: \(String(decoding: header, as: UTF8.self))")
let payload = packet.suffix(4)
print("payload: \(payload.map { String($0) }.joined(separator: ","))")

if let zero = packet.firstIndex(of: 0) {
    print("terminator at \(zero)")
}

// a simple additive checksum, kept to one byte
let checksum = packet.reduce(UInt8(0)) { $0 &+ $1 }
print(String(format: "checksum: 0x%02x", checksum))

// parse hex back into Data
func data(fromHex text: String) -> Data? {
    var bytes = [UInt8]()
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
        guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
        bytes.append(byte)
        index = next
    }
    return Data(bytes)
}

let parsed = data(fromHex: "48656c6c6f")!
print("parsed: \(String(decoding: parsed, as: UTF8.self))")
print("round trip equal: \(data(fromHex: hex) == packet)")
print("bad hex: \(data(fromHex: "zz") == nil)")

var mutable = Data([1, 2, 3, 4, 5])
mutable[0] = 9
mutable.removeSubrange(0..<1)
print("start index: \(mutable.startIndex), count: \(mutable.count)")
mutable.replaceSubrange(0..<1, with: [7, 7])
print(Array(mutable))
print("reversed: \(Data(mutable.reversed()).map { String($0) }.joined())")

// expect: length: 9
// expect: hex: 50494e4700deadbeef
// expect: spaced: 50 49 4E 47 00 DE AD BE EF
// expect: header: PING
// expect: payload: 222,173,190,239
// expect: terminator at 4
// expect: checksum: 0x66
// expect: parsed: Hello
// expect: round trip equal: true
// expect: bad hex: true
// expect: start index: 0, count: 4
// expect: [7, 7, 3, 4, 5]
// expect: reversed: 54377
