// Tutorial style (heterogeneous arrays): decode a mixed feed by a "type" discriminator into an enum of structs
import Foundation

struct TextPost: Codable { let id: Int; let body: String }
struct ImagePost: Codable { let id: Int; let url: String; let width: Int; let height: Int }
struct PollPost: Codable { let id: Int; let question: String; let options: [String] }

enum FeedItem: Codable {
    case text(TextPost)
    case image(ImagePost)
    case poll(PollPost)
    case unknown(String)

    private enum CodingKeys: String, CodingKey { case type }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "text": self = .text(try TextPost(from: decoder))
        case "image": self = .image(try ImagePost(from: decoder))
        case "poll": self = .poll(try PollPost(from: decoder))
        default: self = .unknown(type)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let post): try container.encode("text", forKey: .type); try post.encode(to: encoder)
        case .image(let post): try container.encode("image", forKey: .type); try post.encode(to: encoder)
        case .poll(let post): try container.encode("poll", forKey: .type); try post.encode(to: encoder)
        case .unknown(let name): try container.encode(name, forKey: .type)
        }
    }
}

let feedJSON = """
[
  {"type": "text", "id": 1, "body": "Hello Codable"},
  {"type": "image", "id": 2, "url": "cat.png", "width": 640, "height": 480},
  {"type": "video", "id": 3},
  {"type": "poll", "id": 4, "question": "Tabs or spaces?", "options": ["tabs", "spaces"]}
]
"""

let feed = try JSONDecoder().decode([FeedItem].self, from: Data(feedJSON.utf8))
for item in feed {
    switch item {
    case .text(let p): print("Text \(p.id): \(p.body)")
    case .image(let p): print("Image \(p.id): \(p.url) \(p.width)x\(p.height)")
    case .poll(let p): print("Poll \(p.id): \(p.question) \(p.options.joined(separator: "/"))")
    case .unknown(let t): print("Skipping unsupported type '\(t)'")
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(feed), as: UTF8.self))

// expect: Text 1: Hello Codable
// expect: Image 2: cat.png 640x480
// expect: Skipping unsupported type 'video'
// expect: Poll 4: Tabs or spaces? tabs/spaces
// expect: [{"body":"Hello Codable","id":1,"type":"text"},{"height":480,"id":2,"type":"image","url":"cat.png","width":640},{"type":"video"},{"id":4,"options":["tabs","spaces"],"question":"Tabs or spaces?","type":"poll"}]
