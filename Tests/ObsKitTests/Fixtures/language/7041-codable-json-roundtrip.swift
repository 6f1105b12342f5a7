// App model: Codable structs to JSON with sorted keys, custom CodingKeys, decoding back
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Author: Codable, Equatable {
    let id: Int
    let displayName: String
    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
    }
}

enum Status: String, Codable { case draft, published, archived }

struct Post: Codable, Equatable {
    var title: String
    var author: Author
    var tags: [String]
    var status: Status
    var rating: Double?
    var meta: [String: Int]
}

let post = Post(
    title: "Hello \"JSON\"",
    author: Author(id: 7, displayName: "Kai"),
    tags: ["swift", "linux"],
    status: .published,
    rating: nil,
    meta: ["views": 120, "likes": 8, "shares": 0]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try! encoder.encode(post)
let json = String(data: data, encoding: .utf8)!
print(json)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try! encoder.encode(post.author), encoding: .utf8)!)

let decoded = try! JSONDecoder().decode(Post.self, from: data)
print(decoded == post, decoded.author.displayName, decoded.meta["views"]!)

let incoming = """
[{"title":"A","author":{"id":1,"display_name":"Ann"},"tags":[],"status":"draft","rating":4.5,"meta":{}},
 {"title":"B","author":{"id":2,"display_name":"Bo"},"tags":["x"],"status":"archived","meta":{"views":3}}]
"""
do {
    let posts = try JSONDecoder().decode([Post].self, from: Data(incoming.utf8))
    for p in posts {
        print("\(p.title) by \(p.author.displayName): \(p.status.rawValue), rating \(p.rating.map { String($0) } ?? "n/a")")
    }
} catch {
    print("decode failed: \(error)")
}

let bad = #"{"title":"C","author":{"id":3},"tags":[],"status":"draft","meta":{}}"#
do {
    _ = try JSONDecoder().decode(Post.self, from: Data(bad.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key: \(key.stringValue)")
} catch {
    print("other: \(error)")
}
let badStatus = #"{"title":"D","author":{"id":4,"display_name":"D"},"tags":[],"status":"gone","meta":{}}"#
if (try? JSONDecoder().decode(Post.self, from: Data(badStatus.utf8))) == nil { print("invalid status rejected") }
compactPrint([3, 1, 2])
func compactPrint<T: Encodable>(_ v: T) {
    print(String(decoding: try! JSONEncoder().encode(v), as: UTF8.self))
}
// expect: {"author":{"display_name":"Kai","id":7},"meta":{"likes":8,"shares":0,"views":120},"status":"published","tags":["swift","linux"],"title":"Hello \"JSON\""}
// expect: {
// expect:   "display_name" : "Kai",
// expect:   "id" : 7
// expect: }
// expect: true Kai 120
// expect: A by Ann: draft, rating 4.5
// expect: B by Bo: archived, rating n/a
// expect: missing key: display_name
// expect: invalid status rejected
// expect: [3,1,2]
