// Swift Evolution style (SE-0249 key path expressions as functions): passing `\.property` where a function `(Root) -> Value` is expected, in map, filter, sorted, compactMap and custom higher-order functions
struct Book {
    let title: String
    let pages: Int
    let author: Author
    let isbn: String?
    var isLong: Bool { pages > 300 }
}
struct Author { let name: String; let born: Int }

let books = [
    Book(title: "Dune", pages: 412, author: Author(name: "Herbert", born: 1920), isbn: "0441"),
    Book(title: "Ubik", pages: 202, author: Author(name: "Dick", born: 1928), isbn: nil),
    Book(title: "Emma", pages: 474, author: Author(name: "Austen", born: 1775), isbn: "0141"),
]

print(books.map(\.title))
print(books.map(\.author.name))
print(books.filter(\.isLong).map(\.title))
print(books.compactMap(\.isbn))
print(books.map(\.pages).reduce(0, +))
print(books.contains(where: \.isLong), books.allSatisfy(\.isLong))
print(books.map(\.title.count))
print(books.map(\.author.born).max() ?? 0)

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}
print(books.sorted(by: \.pages).map(\.title))
print(books.sorted(by: \.author.born).map(\.author.name))

func apply<Root, Value>(_ f: (Root) -> Value, to root: Root) -> Value { f(root) }
print(apply(\Book.title, to: books[1]))
print(apply(\String.count, to: "keypath"))

let getPages: (Book) -> Int = \.pages
print(getPages(books[0]))

let firstLetters = books.map(\.title.first)
print(firstLetters.compactMap { $0 }.map(String.init).joined())

let grouped = Dictionary(grouping: books, by: \.isLong)
print(grouped[true]?.count ?? 0, grouped[false]?.count ?? 0)

let identity = [3, 1, 2].map(\.self)
print(identity)
let nested = [[1, 2], [3]].flatMap(\.self)
print(nested, ["a", "bb"].map(\.count))

// expect: ["Dune", "Ubik", "Emma"]
// expect: ["Herbert", "Dick", "Austen"]
// expect: ["Dune", "Emma"]
// expect: ["0441", "0141"]
// expect: 1088
// expect: true false
// expect: [4, 4, 4]
// expect: 1928
// expect: ["Ubik", "Dune", "Emma"]
// expect: ["Austen", "Herbert", "Dick"]
// expect: Ubik
// expect: 7
// expect: 412
// expect: DUE
// expect: 2 1
// expect: [3, 1, 2]
// expect: [1, 2, 3] [1, 2]
