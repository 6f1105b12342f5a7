// Swift by Sundell style (Codable basics): encode structs with nested arrays and optionals using sorted keys, then decode and compare
import Foundation

struct Author: Codable, Equatable {
    let name: String
    let born: Int?
}

struct Book: Codable, Equatable {
    let title: String
    let pages: Int
    let tags: [String]
    let author: Author
    var rating: Double?
}

let books = [
    Book(title: "Swift Basics", pages: 120, tags: ["intro", "swift"], author: Author(name: "Ada", born: 1990), rating: 4.5),
    Book(title: "Deep Enums", pages: 88, tags: [], author: Author(name: "Lin", born: nil), rating: nil),
]

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    let data = try encoder.encode(books)
    let json = String(decoding: data, as: UTF8.self)
    print(json)

    let decoded = try JSONDecoder().decode([Book].self, from: data)
    print("round trip equal:", decoded == books)
    for b in decoded {
        print(b.title, b.pages, b.author.born.map(String.init) ?? "unknown", b.rating ?? 0)
    }

    let raw = #"{"title":"Patterns","pages":200,"tags":["advanced"],"author":{"name":"Kai"}}"#
    let one = try JSONDecoder().decode(Book.self, from: Data(raw.utf8))
    print(one.title, one.tags, one.author.name, one.author.born == nil, one.rating == nil)

    let broken = #"{"title":"Bad","pages":"many","tags":[],"author":{"name":"X"}}"#
    do {
        _ = try JSONDecoder().decode(Book.self, from: Data(broken.utf8))
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch:", type, context.codingPath.map { $0.stringValue })
    }
} catch {
    print("unexpected:", error)
}

// expect: [{"author":{"born":1990,"name":"Ada"},"pages":120,"rating":4.5,"tags":["intro","swift"],"title":"Swift Basics"},{"author":{"name":"Lin"},"pages":88,"tags":[],"title":"Deep Enums"}]
// expect: round trip equal: true
// expect: Swift Basics 120 1990 4.5
// expect: Deep Enums 88 unknown 0.0
// expect: Patterns ["advanced"] Kai true true
// expect: type mismatch: Int ["pages"]
