// Apple docs style (Data): UTF-8 bytes and Base64 encoding
import Foundation

let message = "Hello, Foundation!"
let data = Data(message.utf8)
print("byte count:", data.count)
print("first byte:", data[0], "last byte:", data[data.count - 1])

let encoded = data.base64EncodedString()
print("base64:", encoded)

if let decoded = Data(base64Encoded: encoded),
   let text = String(data: decoded, encoding: .utf8) {
    print("round trip:", text)
    print("equal data:", decoded == data)
}

// Base64 of inputs with different padding lengths
for s in ["a", "ab", "abc", "abcd", ""] {
    let b64 = Data(s.utf8).base64EncodedString()
    print("'\(s)' -> '\(b64)'")
}

// Invalid Base64 yields nil
let bad = Data(base64Encoded: "not base64!!")
print("invalid decodes to nil:", bad == nil)
// Missing padding is also rejected by default
print("unpadded 'YQ' decodes:", Data(base64Encoded: "YQ") != nil)
print("padded 'YQ==' decodes:", Data(base64Encoded: "YQ==").map { String(decoding: $0, as: UTF8.self) } ?? "nil")

// Multi-byte UTF-8 characters
let accented = "café ☕"
let accentedData = Data(accented.utf8)
print("characters:", accented.count, "bytes:", accentedData.count)
print("bytes:", accentedData.map { String($0) }.joined(separator: " "))
print("base64:", accentedData.base64EncodedString())

// Line-length option inserts CRLF breaks
let long = Data(String(repeating: "Swift ", count: 12).utf8)
let wrapped = long.base64EncodedString(options: .lineLength64Characters)
let wrappedLines = wrapped.components(separatedBy: "\r\n")
print("wrapped line count:", wrappedLines.count)
for line in wrappedLines {
    print("  \(line.count): \(line)")
}

// Building Data by appending
var buffer = Data()
buffer.append(contentsOf: [0x53, 0x77])
buffer.append(Data("ift".utf8))
buffer.append(0x21)
print("buffer:", String(decoding: buffer, as: UTF8.self), buffer.count)

// Slicing keeps the original indices
let slice = data[7..<17]
print("slice startIndex:", slice.startIndex, "count:", slice.count)
print("slice text:", String(decoding: slice, as: UTF8.self))
let rebased = Data(slice)
print("rebased startIndex:", rebased.startIndex)

// expect: byte count: 18
// expect: first byte: 72 last byte: 33
// expect: base64: SGVsbG8sIEZvdW5kYXRpb24h
// expect: round trip: Hello, Foundation!
// expect: equal data: true
// expect: 'a' -> 'YQ=='
// expect: 'ab' -> 'YWI='
// expect: 'abc' -> 'YWJj'
// expect: 'abcd' -> 'YWJjZA=='
// expect: '' -> ''
// expect: invalid decodes to nil: true
// expect: unpadded 'YQ' decodes: false
// expect: padded 'YQ==' decodes: a
// expect: characters: 6 bytes: 9
// expect: bytes: 99 97 102 195 169 32 226 152 149
// expect: base64: Y2Fmw6kg4piV
// expect: wrapped line count: 2
// expect:   64: U3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQg
// expect:   32: U3dpZnQgU3dpZnQgU3dpZnQgU3dpZnQg
// expect: buffer: Swift! 6
// expect: slice startIndex: 7 count: 10
// expect: slice text: Foundation
// expect: rebased startIndex: 0
