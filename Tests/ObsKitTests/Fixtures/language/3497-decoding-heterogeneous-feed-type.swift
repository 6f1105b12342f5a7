// App code style: decoding a heterogeneous feed with a "type" discriminator in a custom init(from:)
import Foundation

enum FeedItem: Codable {
    case post(author: String, text: String)
    case photo(url: String, likes: Int)
    case ad(sponsor: String)

    enum CodingKeys: String, CodingKey { case type, author, text, url, likes, sponsor }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "post": self = .post(author: try c.decode(String.self, forKey: .author), text: try c.decode(String.self, forKey: .text))
        case "photo": self = .photo(url: try c.decode(String.self, forKey: .url), likes: try c.decodeIfPresent(Int.self, forKey: .likes) ?? 0)
        case "ad": self = .ad(sponsor: try c.decode(String.self, forKey: .sponsor))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown type \(type)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .post(let a, let t): try c.encode("post", forKey: .type); try c.encode(a, forKey: .author); try c.encode(t, forKey: .text)
        case .photo(let u, let l): try c.encode("photo", forKey: .type); try c.encode(u, forKey: .url); try c.encode(l, forKey: .likes)
        case .ad(let s): try c.encode("ad", forKey: .type); try c.encode(s, forKey: .sponsor)
        }
    }
}

let feedJSON = """
[{"type":"post","author":"ada","text":"Hello"},
 {"type":"photo","url":"https://img.example.com/1.jpg","likes":12},
 {"type":"photo","url":"https://img.example.com/2.jpg"},
 {"type":"ad","sponsor":"Acme"}]
"""
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let feed = try JSONDecoder().decode([FeedItem].self, from: Data(feedJSON.utf8))
    for item in feed {
        switch item {
        case .post(let a, let t): print("post by \(a): \(t)")
        case .photo(let u, let l): print("photo \(URL(string: u)!.lastPathComponent) with \(l) likes")
        case .ad(let s): print("sponsored by \(s)")
        }
    }
    print(String(data: try encoder.encode(feed.filter { if case .photo = $0 { return true } else { return false } }), encoding: .utf8)!)
    _ = try JSONDecoder().decode([FeedItem].self, from: Data(#"[{"type":"video"}]"#.utf8))
} catch let DecodingError.dataCorrupted(ctx) {
    print("corrupted:", ctx.debugDescription, "at", ctx.codingPath.map(\.stringValue))
} catch {
    print("error:", error)
}
// expect: post by ada: Hello
// expect: photo 1.jpg with 12 likes
// expect: photo 2.jpg with 0 likes
// expect: sponsored by Acme
// expect: [{"likes":12,"type":"photo","url":"https:\/\/img.example.com\/1.jpg"},{"likes":0,"type":"photo","url":"https:\/\/img.example.com\/2.jpg"}]
// expect: corrupted: unknown type video at ["Index 0", "type"]
