// App code style: a generic Codable envelope for paginated API responses
import Foundation

struct Page<Item: Codable>: Codable {
    let items: [Item]
    let page: Int
    let hasMore: Bool
}

struct Envelope<Payload: Codable>: Codable {
    let ok: Bool
    let data: Payload?
    let error: String?
}

struct Comment: Codable {
    let id: Int
    let author: String
    let body: String
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let page = Page(items: [Comment(id: 1, author: "ada", body: "Nice!"), Comment(id: 2, author: "bo", body: "+1")], page: 1, hasMore: true)
let success = Envelope(ok: true, data: page, error: nil)
let failure = Envelope<Page<Comment>>(ok: false, data: nil, error: "rate limited")

do {
    let s = try encoder.encode(success)
    let f = try encoder.encode(failure)
    print(String(data: s, encoding: .utf8)!)
    print(String(data: f, encoding: .utf8)!)

    for raw in [s, f] {
        let env = try JSONDecoder().decode(Envelope<Page<Comment>>.self, from: raw)
        if let data = env.data {
            print("page \(data.page), \(data.items.count) comments, more: \(data.hasMore)")
            for c in data.items { print("  \(c.author): \(c.body)") }
        } else {
            print("failed: \(env.error ?? "unknown")")
        }
    }

    let numbers = Envelope(ok: true, data: [3, 1, 2], error: nil)
    let numData = try encoder.encode(numbers)
    print(String(data: numData, encoding: .utf8)!)
    let decodedNumbers = try JSONDecoder().decode(Envelope<[Int]>.self, from: numData)
    print("sum:", decodedNumbers.data?.reduce(0, +) ?? 0)
    let wrongShape = try? JSONDecoder().decode(Envelope<[String]>.self, from: numData)
    print("wrong shape decodes:", wrongShape != nil)
} catch {
    print("error:", error)
}
// expect: {"data":{"hasMore":true,"items":[{"author":"ada","body":"Nice!","id":1},{"author":"bo","body":"+1","id":2}],"page":1},"ok":true}
// expect: {"error":"rate limited","ok":false}
// expect: page 1, 2 comments, more: true
// expect:   ada: Nice!
// expect:   bo: +1
// expect: failed: rate limited
// expect: {"data":[3,1,2],"ok":true}
// expect: sum: 6
// expect: wrong shape decodes: false
