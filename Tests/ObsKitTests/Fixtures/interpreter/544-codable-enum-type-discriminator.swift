// An enum with associated values coded by a "type" discriminator key, as feeds and APIs often send them;
// an unknown type is a dataCorruptedError(forKey:in:debugDescription:).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Photo: Codable {
    var url: String
    var width: Int
}

enum FeedItem: Codable {
    case text(String)
    case photo(Photo)
    case link(url: String, title: String?)

    enum CodingKeys: String, CodingKey {
        case type, body, photo, url, title
    }

    enum Kind: String, Codable {
        case text, photo, link
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "text":
            self = .text(try container.decode(String.self, forKey: .body))
        case "photo":
            self = .photo(try container.decode(Photo.self, forKey: .photo))
        case "link":
            let url = try container.decode(String.self, forKey: .url)
            let title = try container.decodeIfPresent(String.self, forKey: .title)
            self = .link(url: url, title: title)
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "Unknown item type '\(type)'")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let body):
            try container.encode(Kind.text, forKey: .type)
            try container.encode(body, forKey: .body)
        case .photo(let photo):
            try container.encode(Kind.photo, forKey: .type)
            try container.encode(photo, forKey: .photo)
        case .link(let url, let title):
            try container.encode(Kind.link, forKey: .type)
            try container.encode(url, forKey: .url)
            try container.encodeIfPresent(title, forKey: .title)
        }
    }
}

let feed = """
[
  {"type": "text", "body": "Hello"},
  {"type": "photo", "photo": {"url": "a.jpg", "width": 640}},
  {"type": "link", "url": "https://swift.org"},
  {"type": "link", "url": "https://example.com", "title": "Example"}
]
"""
let items = try JSONDecoder().decode([FeedItem].self, from: Data(feed.utf8))
for item in items {
    switch item {
    case .text(let body): print("text:", body)
    case .photo(let photo): print("photo:", photo.url, photo.width)
    case .link(let url, let title): print("link:", url, title ?? "(untitled)")
    }
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for item in items {
    print(String(decoding: try encoder.encode(item), as: UTF8.self))
}
let again = try JSONDecoder().decode([FeedItem].self, from: try encoder.encode(items))
print(again.count)

do {
    _ = try JSONDecoder().decode([FeedItem].self, from: Data(#"[{"type": "text", "body": "ok"}, {"type": "video"}]"#.utf8))
} catch {
    print(error)
}

// expect: text: Hello
// expect: photo: a.jpg 640
// expect: link: https://swift.org (untitled)
// expect: link: https://example.com Example
// expect: {"body":"Hello","type":"text"}
// expect: {"photo":{"url":"a.jpg","width":640},"type":"photo"}
// expect: {"type":"link","url":"https:\/\/swift.org"}
// expect: {"title":"Example","type":"link","url":"https:\/\/example.com"}
// expect: 4
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: [1].type. Debug description: Unknown item type 'video'
