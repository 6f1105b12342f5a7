// Book style (Extensions): extending nested types, protocols with default impl and generic constraints
struct Library {
    struct Book {
        let title: String
        let pages: Int
        enum Genre: String { case fiction, science, history }
        let genre: Genre
    }
    var books: [Book] = []
}

extension Library.Book {
    var isLong: Bool { pages > 400 }
    var shortTitle: String { title.count > 10 ? String(title.prefix(10)) + "…" : title }
}

extension Library.Book.Genre {
    var shelf: Character { rawValue.uppercased().first! }
}

extension Library {
    mutating func add(_ title: String, _ pages: Int, _ genre: Book.Genre) {
        books.append(Book(title: title, pages: pages, genre: genre))
    }
    subscript(genre: Book.Genre) -> [String] {
        books.filter { $0.genre == genre }.map(\.title)
    }
}

protocol Summable {
    static var zero: Self { get }
    static func + (l: Self, r: Self) -> Self
}
extension Int: Summable { static var zero: Int { 0 } }
extension Double: Summable { static var zero: Double { 0.0 } }
extension String: Summable { static var zero: String { "" } }

extension Array where Element: Summable {
    func total() -> Element { reduce(Element.zero, +) }
}

extension Collection where Element: Comparable {
    func isSortedAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

var lib = Library()
lib.add("The Long Voyage Home", 520, .fiction)
lib.add("Atoms", 210, .science)
lib.add("Empires of Sand", 640, .history)
lib.add("Short Story", 90, .fiction)
print(lib.books.map(\.shortTitle))
print(lib.books.map(\.isLong))
print(lib[.fiction], lib[.science])
print(Library.Book.Genre.history.shelf, lib.books[0].genre.shelf)
print(lib.books[1])

print([1, 2, 3, 4].total(), [0.5, 0.25].total(), ["a", "b", "c"].total())
print([1, 3, 3, 7].isSortedAscending(), [2, 1].isSortedAscending(), "abcz".isSortedAscending())
let maybe: String? = nil
let present: String? = "here"
print("[" + maybe.orEmpty + "]", "[" + present.orEmpty + "]")
print(lib.books.map(\.pages).total(), lib.books.map(\.pages).isSortedAscending())

// expect: ["The Long V…", "Atoms", "Empires of…", "Short Stor…"]
// expect: [true, false, true, false]
// expect: ["The Long Voyage Home", "Short Story"] ["Atoms"]
// expect: H F
// expect: Book(title: "Atoms", pages: 210, genre: main.Library.Book.Genre.science)
// expect: 10 0.75 abc
// expect: true false true
// expect: [] [here]
// expect: 1460 false
