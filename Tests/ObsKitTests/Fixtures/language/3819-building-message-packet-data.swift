// App code style: building a message packet with Data append, subdata and byte inspection
import Foundation

let title = "Zoë 🚀"
print("characters:", title.count, "scalars:", title.unicodeScalars.count, "utf8:", title.utf8.count, "utf16:", title.utf16.count)

var packet = Data()
packet.append(0x02)
let body = Data(title.utf8)
packet.append(UInt8(body.count))
packet.append(body)
packet.append(contentsOf: [0x03, 0x00])
print("packet size:", packet.count)
print("hex:", packet.map { String(format: "%02X", $0) }.joined(separator: " "))

let length = Int(packet[1])
let payload = packet.subdata(in: 2..<(2 + length))
print("payload:", String(decoding: payload, as: UTF8.self))
print("first/last:", packet.first!, packet.last!)
print("starts with STX:", packet.starts(with: [0x02]))

let sliced = packet[2...4]
print("slice indices:", sliced.startIndex, sliced.endIndex, "bytes:", Array(sliced))
let copied = Data(sliced)
print("copied indices:", copied.startIndex, copied.endIndex)

let checksum = body.reduce(UInt8(0)) { $0 &+ $1 }
print("checksum:", checksum)
let xor = body.reduce(UInt8(0), ^)
print(String(format: "xor: 0x%02x", xor))

var padded = Data(repeating: 0, count: 4)
padded.replaceSubrange(1..<3, with: [0xAB, 0xCD])
print("padded:", Array(padded))
let emptyData = Data()
print("empty:", emptyData.isEmpty, String(decoding: emptyData, as: UTF8.self).isEmpty)
let ascii = String(data: Data([72, 101, 108, 108, 111]), encoding: .ascii) ?? "nil"
print("ascii:", ascii)
print("utf8 equals:", Data("é".utf8) == Data([0xC3, 0xA9]), "decomposed:", Data("e\u{301}".utf8).count)
print("description:", packet.description)
// expect: characters: 5 scalars: 5 utf8: 9 utf16: 6
// expect: packet size: 13
// expect: hex: 02 09 5A 6F C3 AB 20 F0 9F 9A 80 03 00
// expect: payload: Zoë 🚀
// expect: first/last: 2 0
// expect: starts with STX: true
// expect: slice indices: 2 5 bytes: [90, 111, 195]
// expect: copied indices: 0 3
// expect: checksum: 0
// expect: xor: 0x08
// expect: padded: [0, 171, 205, 0]
// expect: empty: true true
// expect: ascii: Hello
// expect: utf8 equals: true decomposed: 3
// expect: description: 13 bytes
