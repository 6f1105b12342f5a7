// Tutorial style (Data and String): converting between String, Data, bytes and JSON with escapes and unicode
import Foundation

struct Message: Codable {
    let from: String
    let text: String
}

let raw = #"{"from":"Zoë","text":"Line one\nLine \"two\" \u00e9 \ud83d\ude00"}"#
let data = raw.data(using: .utf8)!
print("characters:", raw.count, "bytes:", data.count)

let message = try JSONDecoder().decode(Message.self, from: data)
print(message.from, message.from.count, message.from.utf8.count)
print(message.text)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let encoded = try encoder.encode(message)
let asString = String(data: encoded, encoding: .utf8) ?? "<invalid>"
print(asString)
print("round trip bytes:", encoded.count)

let bytes: [UInt8] = Array(#"{"from":"x","text":"y"}"#.utf8)
let fromBytes = try JSONDecoder().decode(Message.self, from: Data(bytes))
print(fromBytes.from + fromBytes.text, bytes.count, bytes.first!, bytes.last!)

let tab = Message(from: "tab\there", from2: "ctrl\u{01}")
print(String(decoding: try encoder.encode(tab), as: UTF8.self))

extension Message {
    init(from a: String, from2 b: String) { self.init(from: a, text: b) }
}

let invalid = Data([0x7B, 0x22, 0xFF, 0x22, 0x7D])
print(String(data: invalid, encoding: .utf8) == nil ? "not UTF-8" : "UTF-8")
do {
    _ = try JSONDecoder().decode([String: String].self, from: invalid)
} catch {
    print("decode failed:", type(of: error))
}
let empty = Data()
print(empty.isEmpty, (try? JSONDecoder().decode(Message.self, from: empty)) == nil)

// expect: characters: 66 bytes: 67
// expect: Zoë 3 4
// expect: Line one
// expect: Line "two" é 😀
// expect: {"from":"Zoë","text":"Line one\nLine \"two\" é 😀"}
// expect: round trip bytes: 55
// expect: xy 23 123 125
// expect: {"from":"tab\there","text":"ctrl\u0001"}
// expect: not UTF-8
// expect: decode failed: DecodingError
// expect: true true
