// Swift book style (Nested Types): nested classes, enums and structs referenced from outside and inside (expected output from swiftc -module-name main on this machine, the module name a main.swift gets)
class Library {
    enum Genre: String, CaseIterable {
        case fiction, science, history
    }
    struct Book: CustomStringConvertible {
        let title: String
        let genre: Genre
        var description: String { "\(title) (\(genre.rawValue))" }
    }
    final class Shelf {
        let genre: Genre
        private(set) var books: [Book] = []
        init(genre: Genre) { self.genre = genre }
        func add(_ b: Book) { books.append(b) }
    }
    var shelves: [Genre: Shelf] = [:]
    init() {
        for g in Genre.allCases { shelves[g] = Shelf(genre: g) }
    }
    func add(_ title: String, _ genre: Genre) {
        shelves[genre]!.add(Book(title: title, genre: genre))
    }
    func report() {
        for g in Genre.allCases {
            let shelf = shelves[g]!
            print(g, shelf.books.count, shelf.books)
        }
    }
}
let lib = Library()
lib.add("Dune", .fiction)
lib.add("Cosmos", .science)
lib.add("Emma", .fiction)
lib.report()
let b = Library.Book(title: "SPQR", genre: .history)
print(b)
let genres: [Library.Genre] = Library.Genre.allCases.reversed()
print(genres.map(\.rawValue))
struct Outer {
    struct Middle {
        struct Inner {
            static let depth = 3
            var tag: String
        }
        var inner: Inner
    }
    var middle: Middle
}
let o = Outer(middle: .init(inner: .init(tag: "deep")))
print(o.middle.inner.tag, Outer.Middle.Inner.depth)
print(type(of: o.middle.inner))
print(String(reflecting: Library.Genre.self))
// expect: fiction 2 [Dune (fiction), Emma (fiction)]
// expect: science 1 [Cosmos (science)]
// expect: history 0 []
// expect: SPQR (history)
// expect: ["history", "science", "fiction"]
// expect: deep 3
// expect: Inner
// expect: main.Library.Genre
