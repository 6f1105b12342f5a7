// Tutorial style (base64): encoding and decoding strings and bytes with Data's base64 APIs
import Foundation

let messages = ["", "f", "fo", "foo", "foob", "fooba", "foobar", "Hello, Swift!", "ünïcödé"]
for m in messages {
    let b64 = Data(m.utf8).base64EncodedString()
    print("\"\(m)\" -> \(b64)")
}

let encoded = "U3dpZnQgaXMgZnVu"
if let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8) {
    print("decoded:", text, data.count)
}

print(Data(base64Encoded: "not base64!") == nil)
print(Data(base64Encoded: "YWJj") != nil, Data(base64Encoded: "YWJ") == nil)
let padded = Data(base64Encoded: "YWI=")!
print(Array(padded))

let withJunk = "SGVs\nbG8=\n"
print(Data(base64Encoded: withJunk) == nil)
if let d = Data(base64Encoded: withJunk, options: .ignoreUnknownCharacters) {
    print(String(decoding: d, as: UTF8.self))
}

let long = Data(repeating: 65, count: 60)
let wrapped = long.base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
print(wrapped.components(separatedBy: "\n").map { $0.count })

// URL-safe variant by hand
let raw = Data([0xfb, 0xff, 0xfe, 0x3e, 0x3f])
let standard = raw.base64EncodedString()
let urlSafe = standard
    .replacingOccurrences(of: "+", with: "-")
    .replacingOccurrences(of: "/", with: "_")
    .trimmingCharacters(in: CharacterSet(charactersIn: "="))
print(standard, urlSafe)

let bytes = Data("Hi".utf8).base64EncodedData()
print(bytes.map { String($0) }.joined(separator: " "), String(data: bytes, encoding: .ascii)!)
// expect: "" -> 
// expect: "f" -> Zg==
// expect: "fo" -> Zm8=
// expect: "foo" -> Zm9v
// expect: "foob" -> Zm9vYg==
// expect: "fooba" -> Zm9vYmE=
// expect: "foobar" -> Zm9vYmFy
// expect: "Hello, Swift!" -> SGVsbG8sIFN3aWZ0IQ==
// expect: "ünïcödé" -> w7xuw69jw7Zkw6k=
// expect: decoded: Swift is fun 12
// expect: true
// expect: true true
// expect: [97, 98]
// expect: true
// expect: Hello
// expect: [64, 16]
// expect: +//+Pj8= -__-Pj8
// expect: 83 71 107 61 SGk=
