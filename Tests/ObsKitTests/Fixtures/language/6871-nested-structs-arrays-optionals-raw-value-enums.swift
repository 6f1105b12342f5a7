// Apple Codable article style (synthesized Codable): nested structs, arrays, optionals and raw-value enums decoded from a JSON literal
import Foundation

enum Genre: String, Codable {
    case fiction, poetry, history
}

struct Author: Codable {
    var name: String
    var born: Int?
}

struct Book: Codable {
    var title: String
    var genre: Genre
    var pages: Int
    var authors: [Author]
    var subtitle: String?
}

struct Shelf: Codable {
    var label: String
    var books: [Book]
}

let json = """
{
  "label": "Living room",
  "books": [
    {"title": "Tides", "genre": "poetry", "pages": 96,
     "authors": [{"name": "Ines Alvarado", "born": 1961}]},
    {"title": "The Long Road", "genre": "history", "pages": 412,
     "subtitle": "Trade routes of the north",
     "authors": [{"name": "Per Lund"}, {"name": "Ada Moss", "born": 1979}]}
  ]
}
"""

let shelf = try JSONDecoder().decode(Shelf.self, from: Data(json.utf8))
print("Shelf:", shelf.label, "with", shelf.books.count, "books")
for book in shelf.books {
    print("-", book.title, "[\(book.genre.rawValue)]", book.pages, "pages")
    if let subtitle = book.subtitle {
        print("  subtitle:", subtitle)
    } else {
        print("  no subtitle")
    }
    for author in book.authors {
        let born = author.born.map { String($0) } ?? "unknown"
        print("  by \(author.name), born \(born)")
    }
}
let totalPages = shelf.books.reduce(0) { $0 + $1.pages }
print("Total pages:", totalPages)
print(shelf.books.map(\.genre))

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let firstAuthor = try encoder.encode(shelf.books[1].authors[0])
print(String(decoding: firstAuthor, as: UTF8.self))

// expect: Shelf: Living room with 2 books
// expect: - Tides [poetry] 96 pages
// expect:   no subtitle
// expect:   by Ines Alvarado, born 1961
// expect: - The Long Road [history] 412 pages
// expect:   subtitle: Trade routes of the north
// expect:   by Per Lund, born unknown
// expect:   by Ada Moss, born 1979
// expect: Total pages: 508
// expect: [main.Genre.poetry, main.Genre.history]
// expect: {"name":"Per Lund"}
