// Sundell style (key path predicates): building filter predicates from key paths and operators
struct Predicate<T> {
    let matches: (T) -> Bool
}

func == <T, V: Equatable>(lhs: KeyPath<T, V>, rhs: V) -> Predicate<T> {
    Predicate { $0[keyPath: lhs] == rhs }
}
func > <T, V: Comparable>(lhs: KeyPath<T, V>, rhs: V) -> Predicate<T> {
    Predicate { $0[keyPath: lhs] > rhs }
}
func && <T>(lhs: Predicate<T>, rhs: Predicate<T>) -> Predicate<T> {
    Predicate { lhs.matches($0) && rhs.matches($0) }
}
prefix func ! <T>(p: KeyPath<T, Bool>) -> Predicate<T> {
    Predicate { !$0[keyPath: p] }
}

extension Array {
    func filter(_ p: Predicate<Element>) -> [Element] { filter(p.matches) }
}

struct Book {
    let title: String
    let year: Int
    let genre: String
    let isOutOfPrint: Bool
}

let books = [
    Book(title: "Dune", year: 1965, genre: "scifi", isOutOfPrint: false),
    Book(title: "Emma", year: 1815, genre: "novel", isOutOfPrint: true),
    Book(title: "Neuromancer", year: 1984, genre: "scifi", isOutOfPrint: false),
    Book(title: "Solaris", year: 1961, genre: "scifi", isOutOfPrint: true),
]

print(books.filter(\.genre == "scifi").map(\.title))
print(books.filter(\.year > 1962).map(\.title))
print(books.filter(\.genre == "scifi" && !\.isOutOfPrint).map(\.title))
print(books.filter(\Book.year > 1900 && \Book.isOutOfPrint == true).map(\.title))
// expect: ["Dune", "Neuromancer", "Solaris"]
// expect: ["Dune", "Neuromancer"]
// expect: ["Dune", "Neuromancer"]
// expect: ["Solaris"]
