// App code style: converting between Data and String with UTF-8, base64 and a hex dump
import Foundation

let message = "Héllo, Swift! 👋"
let data = Data(message.utf8)
print("characters:", message.count)
print("utf8 bytes:", data.count)
print("hex:", data.map { String(format: "%02x", $0) }.joined(separator: " "))

if let back = String(data: data, encoding: .utf8) {
    print("round trip:", back)
    print("equal:", back == message)
}

let base64 = data.base64EncodedString()
print("base64:", base64)
if let decoded = Data(base64Encoded: base64) {
    print("decoded:", String(decoding: decoded, as: UTF8.self))
}
print("bad base64:", Data(base64Encoded: "not*base64") == nil ? "nil" : "data")

let invalid = Data([0x48, 0x69, 0xFF, 0xFE])
print("invalid utf8 via init?:", String(data: invalid, encoding: .utf8) ?? "nil")
print("lossy decode count:", String(decoding: invalid, as: UTF8.self).count)

var buffer = Data()
buffer.append(contentsOf: Array("ab".utf8))
buffer.append(0x21)
buffer.append(Data("cd".utf8))
print("buffer:", String(data: buffer, encoding: .utf8)!, buffer.count)
print("first:", buffer.first!, "last:", buffer.last!)
let slice = buffer[1..<4]
print("slice:", String(data: slice, encoding: .utf8)!, "indices", slice.startIndex, slice.endIndex)
print("prefix 2:", Array(buffer.prefix(2)))
print("contains 0x21:", buffer.contains(0x21))
print("checksum:", buffer.reduce(0) { ($0 + Int($1)) % 256 })
// expect: characters: 15
// expect: utf8 bytes: 19
// expect: hex: 48 c3 a9 6c 6c 6f 2c 20 53 77 69 66 74 21 20 f0 9f 91 8b
// expect: round trip: Héllo, Swift! 👋
// expect: equal: true
// expect: base64: SMOpbGxvLCBTd2lmdCEg8J+Riw==
// expect: decoded: Héllo, Swift! 👋
// expect: bad base64: nil
// expect: invalid utf8 via init?: nil
// expect: lossy decode count: 4
// expect: buffer: ab!cd 5
// expect: first: 97 last: 100
// expect: slice: b!c indices 1 4
// expect: prefix 2: [97, 98]
// expect: contains 0x21: true
// expect: checksum: 171
