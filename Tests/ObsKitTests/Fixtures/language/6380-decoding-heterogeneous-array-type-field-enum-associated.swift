// Advanced Swift style (Encoding and Decoding): decoding a heterogeneous array by a "type" field into an enum with associated values
import Foundation

struct TextBlock: Codable { var text: String }
struct ImageBlock: Codable { var url: String; var width: Int }
struct ListBlock: Codable { var items: [String] }

enum Block: Codable {
    case text(TextBlock)
    case image(ImageBlock)
    case list(ListBlock)
    case unknown(String)

    private enum TypeKey: String, CodingKey { case type }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: TypeKey.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "text": self = .text(try TextBlock(from: decoder))
        case "image": self = .image(try ImageBlock(from: decoder))
        case "list": self = .list(try ListBlock(from: decoder))
        default: self = .unknown(type)
        }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: TypeKey.self)
        switch self {
        case .text(let t): try c.encode("text", forKey: .type); try t.encode(to: encoder)
        case .image(let i): try c.encode("image", forKey: .type); try i.encode(to: encoder)
        case .list(let l): try c.encode("list", forKey: .type); try l.encode(to: encoder)
        case .unknown(let name): try c.encode(name, forKey: .type)
        }
    }
}

let json = """
[
  {"type": "text", "text": "Hello"},
  {"type": "image", "url": "a.png", "width": 640},
  {"type": "video", "src": "v.mp4"},
  {"type": "list", "items": ["one", "two"]}
]
"""
let blocks = try JSONDecoder().decode([Block].self, from: Data(json.utf8))
for block in blocks {
    switch block {
    case .text(let t): print("text:", t.text)
    case .image(let i) where i.width > 500: print("wide image:", i.url)
    case .image(let i): print("image:", i.url)
    case .list(let l): print("list of", l.items.count, l.items.joined(separator: "/"))
    case .unknown(let t): print("skipped unknown", t)
    }
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(blocks), as: UTF8.self))

let bad = #"[{"type": "image", "url": "b.png"}]"#
do {
    _ = try JSONDecoder().decode([Block].self, from: Data(bad.utf8))
} catch let DecodingError.keyNotFound(key, ctx) {
    print("missing", key.stringValue, ctx.codingPath.count)
}
let noType = #"[{"text": "orphan"}]"#
print((try? JSONDecoder().decode([Block].self, from: Data(noType.utf8))) == nil)

// expect: text: Hello
// expect: wide image: a.png
// expect: skipped unknown video
// expect: list of 2 one/two
// expect: [{"text":"Hello","type":"text"},{"type":"image","url":"a.png","width":640},{"type":"video"},{"items":["one","two"],"type":"list"}]
// expect: missing width 1
// expect: true
