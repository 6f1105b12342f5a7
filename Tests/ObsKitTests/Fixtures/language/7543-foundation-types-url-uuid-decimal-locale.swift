// Tutorial style (Foundation types): URL, UUID, Decimal and Locale-free values inside Codable models
import Foundation

struct Bookmark: Codable {
    let id: UUID
    let url: URL
    let price: Decimal
    let visits: Int64
    let rating: Float
}

let json = """
{
  "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
  "url": "https://example.com/articles/codable?page=2",
  "price": 19.99,
  "visits": 9007199254740993,
  "rating": 4.5
}
"""

let bookmark = try JSONDecoder().decode(Bookmark.self, from: Data(json.utf8))
print(bookmark.id.uuidString)
print(bookmark.url.host ?? "-", bookmark.url.path, bookmark.url.query ?? "-")
print(bookmark.price, bookmark.visits, bookmark.rating)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(bookmark), as: UTF8.self))

let relative = URL(string: "docs/intro", relativeTo: URL(string: "https://example.com/base/")!)!
print(String(decoding: try encoder.encode([relative]), as: UTF8.self))

let ids = try JSONDecoder().decode([UUID].self, from: Data(#"["00000000-0000-0000-0000-000000000001", "a1b2c3d4-0000-4000-8000-000000000000"]"#.utf8))
print(ids.map(\.uuidString))

do {
    _ = try JSONDecoder().decode(UUID.self, from: Data(#""not-a-uuid""#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print(ctx.debugDescription)
}

let total = [Decimal(string: "0.1")!, Decimal(string: "0.2")!].reduce(0, +)
print(total, String(decoding: try encoder.encode(total), as: UTF8.self))

// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: example.com /articles/codable page=2
// expect: 19.99 9007199254740993 4.5
// expect: {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","price":19.99,"rating":4.5,"url":"https://example.com/articles/codable?page=2","visits":9007199254740993}
// expect: ["https://example.com/base/docs/intro"]
// expect: ["00000000-0000-0000-0000-000000000001", "A1B2C3D4-0000-4000-8000-000000000000"]
// expect: Attempted to decode UUID from invalid UUID string.
// expect: 0.3 0.3
