// Tutorial style (CodingKeys): rename JSON keys with a CodingKeys enum and leave a property out of coding
import Foundation

struct Book: Codable {
    var title: String
    var authorName: String
    var pageCount: Int
    var isbn13: String
    var localNote: String = "not from JSON"

    enum CodingKeys: String, CodingKey {
        case title
        case authorName = "author"
        case pageCount = "pages"
        case isbn13 = "ISBN-13"
    }
}

let payload = """
[
  {"title": "The Swift Way", "author": "R. Lovelace", "pages": 312, "ISBN-13": "978-0000000001"},
  {"title": "Codable Deep Dive", "author": "M. Chen", "pages": 198, "ISBN-13": "978-0000000002", "ignored": true}
]
"""

let decoder = JSONDecoder()
let books = try decoder.decode([Book].self, from: payload.data(using: .utf8)!)
for book in books {
    print("\(book.title) by \(book.authorName), \(book.pageCount) pages [\(book.isbn13)]")
    print("  note: \(book.localNote)")
}

var first = books[0]
first.localNote = "changed locally"
first.pageCount += 8

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let out = try encoder.encode(first)
print(String(data: out, encoding: .utf8)!)

print(Book.CodingKeys.isbn13.stringValue)
print(Book.CodingKeys(stringValue: "author") == .authorName)
print(Book.CodingKeys(stringValue: "authorName") as Any)
print(Book.CodingKeys.pageCount.intValue as Any)
let total = books.reduce(0) { $0 + $1.pageCount }
print("Total pages: \(total)")

// expect: The Swift Way by R. Lovelace, 312 pages [978-0000000001]
// expect:   note: not from JSON
// expect: Codable Deep Dive by M. Chen, 198 pages [978-0000000002]
// expect:   note: not from JSON
// expect: {"ISBN-13":"978-0000000001","author":"R. Lovelace","pages":320,"title":"The Swift Way"}
// expect: ISBN-13
// expect: true
// expect: nil
// expect: nil
// expect: Total pages: 510
