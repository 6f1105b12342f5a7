// Compiler test style: associated types with constraints, where clauses and some/any return types
protocol Shelf {
    associatedtype Book: CustomStringConvertible
    associatedtype Index: Comparable = Int
    var books: [Book] { get }
    func index(of: Book) -> Index?
}

struct Title: CustomStringConvertible, Equatable {
    let text: String
    var description: String { "«\(text)»" }
}

struct Library: Shelf {
    var books: [Title]
    func index(of b: Title) -> Int? { books.firstIndex(of: b) }
}

struct Codes: Shelf {
    typealias Index = String
    var books: [Int]
    func index(of b: Int) -> String? { books.contains(b) ? "code-\(b)" : nil }
}

func catalog<S: Shelf>(_ s: S) -> String where S.Book: Equatable {
    s.books.map { "\($0)@\(s.index(of: $0).map { "\($0)" } ?? "?")" }.joined(separator: " ")
}

func sameShelves<A: Shelf, B: Shelf>(_ a: A, _ b: B) -> Bool where A.Book == B.Book, A.Book: Equatable {
    a.books == b.books
}

let lib = Library(books: [Title(text: "Dune"), Title(text: "Emma")])
let codes = Codes(books: [7, 3])
print(catalog(lib))
print(catalog(codes))
print(sameShelves(lib, Library(books: [Title(text: "Dune"), Title(text: "Emma")])))
print(sameShelves(codes, Codes(books: [3, 7])))

extension Shelf where Index == Int {
    func positions() -> [Int] { books.compactMap { _ in nil as Int? } + Array(books.indices) }
}
extension Shelf {
    var summary: String { "\(type(of: self)) with \(books.count) item(s), first: \(books.first.map { $0.description } ?? "-")" }
}
print(lib.positions())
print(lib.summary)
print(codes.summary)

func pick(_ useCodes: Bool) -> any Shelf {
    useCodes ? codes : lib
}
for flag in [true, false] {
    let s = pick(flag)
    print(s.summary, s.books.count)
}

func opened(_ s: any Shelf) -> String {
    func inner<T: Shelf>(_ t: T) -> String { "opened \(T.Book.self) / \(T.Index.self)" }
    return inner(s)
}
print(opened(lib))
print(opened(codes))

// expect: «Dune»@0 «Emma»@1
// expect: 7@code-7 3@code-3
// expect: true
// expect: false
// expect: [0, 1]
// expect: Library with 2 item(s), first: «Dune»
// expect: Codes with 2 item(s), first: 7
// expect: Codes with 2 item(s), first: 7 2
// expect: Library with 2 item(s), first: «Dune» 2
// expect: opened Title / Int
// expect: opened Int / String
