// Codable style (polymorphic payloads): an enum with a "type" discriminator, associated values decoded through a nested data container, and sortedKeys output
import Foundation

enum Block: Codable, Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    case image(url: String, alt: String?)
    case divider

    private enum CodingKeys: String, CodingKey { case type, data }
    private enum Payload: String, CodingKey { case level, text, url, alt }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "divider":
            self = .divider
        case "paragraph":
            self = .paragraph(try c.decode(String.self, forKey: .data))
        case "heading":
            let p = try c.nestedContainer(keyedBy: Payload.self, forKey: .data)
            self = .heading(level: try p.decode(Int.self, forKey: .level), text: try p.decode(String.self, forKey: .text))
        case "image":
            let p = try c.nestedContainer(keyedBy: Payload.self, forKey: .data)
            self = .image(url: try p.decode(String.self, forKey: .url), alt: try p.decodeIfPresent(String.self, forKey: .alt))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown block \(type)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .divider:
            try c.encode("divider", forKey: .type)
        case .paragraph(let text):
            try c.encode("paragraph", forKey: .type)
            try c.encode(text, forKey: .data)
        case let .heading(level, text):
            try c.encode("heading", forKey: .type)
            var p = c.nestedContainer(keyedBy: Payload.self, forKey: .data)
            try p.encode(level, forKey: .level)
            try p.encode(text, forKey: .text)
        case let .image(url, alt):
            try c.encode("image", forKey: .type)
            var p = c.nestedContainer(keyedBy: Payload.self, forKey: .data)
            try p.encode(url, forKey: .url)
            try p.encodeIfPresent(alt, forKey: .alt)
        }
    }
}

let source = """
[{"type":"heading","data":{"level":1,"text":"Intro"}},{"type":"paragraph","data":"Hello"},
 {"type":"image","data":{"url":"a.png"}},{"type":"divider"}]
"""
let blocks = try! JSONDecoder().decode([Block].self, from: Data(source.utf8))
for b in blocks { print(b) }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(blocks)
print(String(decoding: data, as: UTF8.self))
print(try! JSONDecoder().decode([Block].self, from: data) == blocks)
do {
    _ = try JSONDecoder().decode(Block.self, from: Data(#"{"type":"video"}"#.utf8))
} catch let DecodingError.dataCorrupted(context) {
    print("corrupted:", context.debugDescription, context.codingPath.map(\.stringValue))
} catch { print("unexpected", error) }

// expect: heading(level: 1, text: "Intro")
// expect: paragraph("Hello")
// expect: image(url: "a.png", alt: nil)
// expect: divider
// expect: [{"data":{"level":1,"text":"Intro"},"type":"heading"},{"data":"Hello","type":"paragraph"},{"data":{"url":"a.png"},"type":"image"},{"type":"divider"}]
// expect: true
// expect: corrupted: unknown block video ["type"]
