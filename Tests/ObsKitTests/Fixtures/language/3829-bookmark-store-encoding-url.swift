// App code style: a bookmark store encoding URL, UUID, Date and Decimal fields with default strategies
import Foundation

struct Bookmark: Codable {
    let id: UUID
    let url: URL
    let title: String
    let added: Date
    let rating: Decimal?
    let tags: [String]
}

let items = [
    Bookmark(id: UUID(uuidString: "11111111-2222-3333-4444-555555555555")!,
             url: URL(string: "https://swift.org/documentation/")!, title: "Swift Docs",
             added: Date(timeIntervalSince1970: 1_700_000_000), rating: Decimal(string: "4.5"), tags: ["swift", "docs"]),
    Bookmark(id: UUID(uuidString: "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE")!,
             url: URL(string: "http://example.com/path?x=1")!, title: "Example",
             added: Date(timeIntervalSinceReferenceDate: 0), rating: nil, tags: []),
]

let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
let data = try! enc.encode(items)
print(String(decoding: data, as: UTF8.self))

let dec = try! JSONDecoder().decode([Bookmark].self, from: data)
for b in dec {
    print("\(b.title): host=\(b.url.host ?? "-") added=\(Int(b.added.timeIntervalSince1970)) rating=\(b.rating.map { "\($0)" } ?? "none")")
}

enc.dateEncodingStrategy = .secondsSince1970
let secs = try! enc.encode(["added": items[0].added])
print(String(decoding: secs, as: UTF8.self))
enc.dateEncodingStrategy = .millisecondsSince1970
print(String(decoding: try! enc.encode([items[1].added]), as: UTF8.self))

let handJSON = #"[{"id":"00000000-0000-0000-0000-000000000001","url":"https://a.b/c","title":"Hand","added":86400,"rating":3,"tags":["x"]}]"#
let hand = try! JSONDecoder().decode([Bookmark].self, from: Data(handJSON.utf8))[0]
print("hand:", hand.id.uuidString, hand.url.lastPathComponent, hand.added.timeIntervalSinceReferenceDate, hand.rating!)
do {
    _ = try JSONDecoder().decode([Bookmark].self, from: Data(handJSON.replacingOccurrences(of: "00000000-0000-0000-0000-000000000001", with: "nope").utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("bad uuid:", ctx.debugDescription)
} catch {
    print("other")
}
// expect: [{"added":721692800,"id":"11111111-2222-3333-4444-555555555555","rating":4.5,"tags":["swift","docs"],"title":"Swift Docs","url":"https:\/\/swift.org\/documentation\/"},{"added":0,"id":"AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE","tags":[],"title":"Example","url":"http:\/\/example.com\/path?x=1"}]
// expect: Swift Docs: host=swift.org added=1700000000 rating=4.5
// expect: Example: host=example.com added=978307200 rating=none
// expect: {"added":1700000000}
// expect: [978307200000]
// expect: hand: 00000000-0000-0000-0000-000000000001 c 86400.0 3
// expect: bad uuid: Attempted to decode UUID from invalid UUID string.
