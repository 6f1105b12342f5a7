// Foundation Data: from a String with `.utf8`, bytes and count, back to String, base64 encoding and decoding, hex formatting and appending.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let text = "Héllo, Swift"
let data = Data(text.utf8)
print(data.count, text.count)
print(Array(data.prefix(6)))

let back = String(data: data, encoding: .utf8)!
print(back, back == text)
print(String(decoding: data, as: UTF8.self))

let encoded = data.base64EncodedString()
print(encoded)
let decoded = Data(base64Encoded: encoded)!
print(String(data: decoded, encoding: .utf8)!)
print(Data(base64Encoded: "###") == nil)

var buffer = Data()
buffer.append(contentsOf: [0x48, 0x69])
buffer.append("!".data(using: .utf8)!)
print(String(data: buffer, encoding: .utf8)!, buffer.count)
print(buffer.map { String(format: "%02x", $0) }.joined())
print(buffer[1], buffer.first!, buffer.last!)
print(Data([0xFF, 0xFE]).isEmpty, Data().isEmpty)
print(String(data: Data([0xFF, 0xFE]), encoding: .utf8) == nil)

// expect: 13 12
// expect: [72, 195, 169, 108, 108, 111]
// expect: Héllo, Swift true
// expect: Héllo, Swift
// expect: SMOpbGxvLCBTd2lmdA==
// expect: Héllo, Swift
// expect: true
// expect: Hi! 3
// expect: 486921
// expect: 105 72 33
// expect: false true
// expect: true
