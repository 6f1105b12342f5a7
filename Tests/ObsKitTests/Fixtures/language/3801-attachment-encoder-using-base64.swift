// App code style: an attachment encoder using base64 round trips and lossy UTF-8 decoding
import Foundation

let note = "Meeting notes: café ☕️ at 10"
let data = Data(note.utf8)
print("bytes:", data.count, "characters:", note.count, "utf16:", note.utf16.count)
let b64 = data.base64EncodedString()
print("base64:", b64)
if let back = Data(base64Encoded: b64) {
    print("decoded:", String(decoding: back, as: UTF8.self))
    print("same bytes:", back == data)
}

let samples = ["", "a", "ab", "abc", "abcd"]
for s in samples {
    print("'\(s)' -> '\(Data(s.utf8).base64EncodedString())'")
}

print("invalid base64 is nil:", Data(base64Encoded: "@@@") == nil)
print("missing padding is nil:", Data(base64Encoded: "YWI") == nil)

let broken = Data([0x48, 0x69, 0xFF, 0x21])
let lossy = String(decoding: broken, as: UTF8.self)
print("lossy:", lossy, "count:", lossy.count)
print("strict is nil:", String(data: broken, encoding: .utf8) == nil)

let long = Data(repeating: 0x41, count: 60)
let wrapped = long.base64EncodedString(options: [.lineLength64Characters])
let wrappedLines = wrapped.components(separatedBy: "\r\n")
print("wrapped lines:", wrappedLines.count, wrappedLines.map { $0.count })

let token = "user:secret"
let header = "Basic " + Data(token.utf8).base64EncodedString()
print(header)
let payload = header.replacingOccurrences(of: "Basic ", with: "")
let creds = String(decoding: Data(base64Encoded: payload)!, as: UTF8.self).components(separatedBy: ":")
print("user=\(creds[0]) pass length=\(creds[1].count)")
let hex = Data("OK".utf8).map { String(format: "%02x", $0) }.joined()
print("hex:", hex)
// expect: bytes: 33 characters: 27 utf16: 28
// expect: base64: TWVldGluZyBub3RlczogY2Fmw6kg4piV77iPIGF0IDEw
// expect: decoded: Meeting notes: café ☕️ at 10
// expect: same bytes: true
// expect: '' -> ''
// expect: 'a' -> 'YQ=='
// expect: 'ab' -> 'YWI='
// expect: 'abc' -> 'YWJj'
// expect: 'abcd' -> 'YWJjZA=='
// expect: invalid base64 is nil: true
// expect: missing padding is nil: true
// expect: lossy: Hi�! count: 4
// expect: strict is nil: true
// expect: wrapped lines: 2 [64, 16]
// expect: Basic dXNlcjpzZWNyZXQ=
// expect: user=user pass length=6
// expect: hex: 4f4b
