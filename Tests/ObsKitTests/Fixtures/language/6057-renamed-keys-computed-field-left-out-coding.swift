// Advanced Swift style (Codable with custom CodingKeys): renamed keys, a computed field left out of coding, and encoding with sorted keys
import Foundation

struct Book: Codable {
    var title: String
    var authorName: String
    var pageCount: Int
    var tags: [String]
    var rating: Double?
    var summary: String { "\(title) by \(authorName)" }

    enum CodingKeys: String, CodingKey {
        case title
        case authorName = "author"
        case pageCount = "pages"
        case tags
        case rating
    }
}

let json = """
[
  {"title": "Dune", "author": "Herbert", "pages": 412, "tags": ["sf", "classic"], "rating": 4.5},
  {"title": "Emma", "author": "Austen", "pages": 474, "tags": []}
]
"""
let decoder = JSONDecoder()
let books = try! decoder.decode([Book].self, from: Data(json.utf8))
for b in books {
    print(b.summary, b.pageCount, b.tags, b.rating.map { String($0) } ?? "unrated")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = try! encoder.encode(books)
print(String(decoding: out, as: UTF8.self))

var edited = books[1]
edited.rating = 5
edited.tags.append("romance")
print(String(decoding: try! encoder.encode(edited), as: UTF8.self))

let bad = #"{"title": "X", "pages": 1, "tags": []}"#
do {
    _ = try decoder.decode(Book.self, from: Data(bad.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}
let wrongType = #"{"title": "X", "author": "Y", "pages": "many", "tags": []}"#
do {
    _ = try decoder.decode(Book.self, from: Data(wrongType.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch:", type, context.codingPath.map(\.stringValue))
} catch {
    print("other error")
}

// expect: Dune by Herbert 412 ["sf", "classic"] 4.5
// expect: Emma by Austen 474 [] unrated
// expect: [{"author":"Herbert","pages":412,"rating":4.5,"tags":["sf","classic"],"title":"Dune"},{"author":"Austen","pages":474,"tags":[],"title":"Emma"}]
// expect: {"author":"Austen","pages":474,"rating":5,"tags":["romance"],"title":"Emma"}
// expect: missing key: author
// expect: type mismatch: Int ["pages"]
