// Tutorial style (Data mutation): building a byte buffer with a simple TLV encoder and decoder
import Foundation

enum Tag: UInt8 { case text = 1, number = 2, flag = 3 }

func encode(_ fields: [(Tag, [UInt8])]) -> Data {
    var out = Data()
    for (tag, value) in fields {
        out.append(tag.rawValue)
        out.append(UInt8(value.count))
        out.append(contentsOf: value)
    }
    return out
}

func decode(_ data: Data) -> [String] {
    var result: [String] = []
    var i = data.startIndex
    while i < data.endIndex {
        let tag = Tag(rawValue: data[i])
        let len = Int(data[i + 1])
        let value = data[(i + 2)..<(i + 2 + len)]
        switch tag {
        case .text?: result.append("text(\(String(decoding: value, as: UTF8.self)))")
        case .number?: result.append("number(\(value.reduce(0) { $0 * 256 + Int($1) }))")
        case .flag?: result.append("flag(\(value.first == 1))")
        case nil: result.append("unknown")
        }
        i += 2 + len
    }
    return result
}

let encoded = encode([(.text, Array("hi".utf8)), (.number, [1, 0]), (.flag, [1]), (.text, [])])
print(encoded.count)
print(encoded.map { String($0) }.joined(separator: " "))
for field in decode(encoded) { print(field) }
let tail = encoded.dropFirst(4)
print(tail.startIndex, decode(tail))
print(encoded.base64EncodedString())
// expect: 13
// expect: 1 2 104 105 2 2 1 0 3 1 1 1 0
// expect: text(hi)
// expect: number(256)
// expect: flag(true)
// expect: text()
// expect: 4 ["number(256)", "flag(true)", "text()"]
// expect: AQJoaQICAQADAQEBAA==
