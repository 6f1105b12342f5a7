// Swift Evolution style (SE-0249 key path expressions as functions): querying a book list
struct Author {
    let name: String
    let country: String
}

struct Book {
    let title: String
    let year: Int
    let pages: Int
    let author: Author
    let isAvailable: Bool
    let subtitle: String?
}

let books = [
    Book(title: "Dune", year: 1965, pages: 412, author: Author(name: "Herbert", country: "US"), isAvailable: true, subtitle: nil),
    Book(title: "Solaris", year: 1961, pages: 204, author: Author(name: "Lem", country: "PL"), isAvailable: false, subtitle: nil),
    Book(title: "Hyperion", year: 1989, pages: 482, author: Author(name: "Simmons", country: "US"), isAvailable: true, subtitle: "Cantos I"),
    Book(title: "Kindred", year: 1979, pages: 264, author: Author(name: "Butler", country: "US"), isAvailable: true, subtitle: "A Novel"),
]

// \Book.title is usable wherever a (Book) -> String function is expected
print(books.map(\.title))
print(books.filter(\.isAvailable).map(\.title))
print(books.compactMap(\.subtitle))
print(books.map(\.author.name))
print(books.contains(where: \.isAvailable), books.allSatisfy(\.isAvailable))

// Key paths through optionals produce optional results
print(books.map(\.subtitle?.count))

// Works with your own higher-order functions too
func sum<T>(_ items: [T], by value: (T) -> Int) -> Int {
    items.reduce(0) { $0 + value($1) }
}
print("total pages:", sum(books, by: \.pages))

// A generic sort helper taking a key path
extension Sequence {
    func sorted<V: Comparable>(by keyPath: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { a, b in
            descending ? a[keyPath: keyPath] > b[keyPath: keyPath] : a[keyPath: keyPath] < b[keyPath: keyPath]
        }
    }
}
print(books.sorted(by: \.year).map(\.year))
print(books.sorted(by: \.pages, descending: true).map(\.title))

// \.self is the identity function
let words = ["b", "a", "c", "a"]
print(words.map(\.self) == words)
print(Dictionary(grouping: words, by: \.self).count)

// Key paths into collections by index and .count
let shelves = [["x", "y"], ["z"], []]
print(shelves.map(\.count))
print(shelves.filter(\.isEmpty).count)
print(shelves.compactMap(\.first))

// Storing a key path function in a variable
let titleLength: (Book) -> Int = \.title.count
print(books.map(titleLength))

// expect: ["Dune", "Solaris", "Hyperion", "Kindred"]
// expect: ["Dune", "Hyperion", "Kindred"]
// expect: ["Cantos I", "A Novel"]
// expect: ["Herbert", "Lem", "Simmons", "Butler"]
// expect: true false
// expect: [nil, nil, Optional(8), Optional(7)]
// expect: total pages: 1362
// expect: [1961, 1965, 1979, 1989]
// expect: ["Hyperion", "Dune", "Kindred", "Solaris"]
// expect: true
// expect: 3
// expect: [2, 1, 0]
// expect: 1
// expect: ["x", "z"]
// expect: [4, 7, 8, 7]
