// Tutorial style (binary data): Data properties with base64 and custom data encoding strategies
import Foundation

struct Attachment: Codable {
    let filename: String
    let contents: Data
}

let note = Attachment(filename: "hello.txt", contents: Data("Hello, Codable!".utf8))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let base64JSON = try encoder.encode(note)
print(String(decoding: base64JSON, as: UTF8.self))

let decoded = try JSONDecoder().decode(Attachment.self, from: base64JSON)
print(decoded.filename, decoded.contents.count, String(decoding: decoded.contents, as: UTF8.self))

encoder.dataEncodingStrategy = .deferredToData
print(String(decoding: try encoder.encode(Attachment(filename: "b", contents: Data([1, 2, 255]))), as: UTF8.self))

encoder.dataEncodingStrategy = .custom { data, encoder in
    var container = encoder.singleValueContainer()
    try container.encode(data.map { String(format: "%02x", $0) }.joined())
}
print(String(decoding: try encoder.encode(Attachment(filename: "hex", contents: Data([0xDE, 0xAD, 0xBE, 0xEF]))), as: UTF8.self))

let hexDecoder = JSONDecoder()
hexDecoder.dataDecodingStrategy = .custom { decoder in
    let text = try decoder.singleValueContainer().decode(String.self)
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2)
        guard let byte = UInt8(text[index..<next], radix: 16) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad hex"))
        }
        bytes.append(byte)
        index = next
    }
    return Data(bytes)
}
let hexAttachment = try hexDecoder.decode(Attachment.self, from: Data(#"{"filename": "h", "contents": "cafe01"}"#.utf8))
print(Array(hexAttachment.contents))

do {
    _ = try JSONDecoder().decode(Attachment.self, from: Data(#"{"filename": "x", "contents": "***"}"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print(ctx.codingPath.map(\.stringValue), ctx.debugDescription)
}
print(Data("abc".utf8).base64EncodedString(), String(decoding: Data(base64Encoded: "c3dpZnQ=")!, as: UTF8.self))

// expect: {"contents":"SGVsbG8sIENvZGFibGUh","filename":"hello.txt"}
// expect: hello.txt 15 Hello, Codable!
// expect: {"contents":[1,2,255],"filename":"b"}
// expect: {"contents":"deadbeef","filename":"hex"}
// expect: [202, 254, 1]
// expect: ["contents"] Encountered Data is not valid Base64.
// expect: YWJj swift
