// Compiler test style: key path expressions passed where a function (Root) -> Value is expected
struct Book {
    let title: String
    let pages: Int
    let isAvailable: Bool
}

let shelf = [
    Book(title: "Dune", pages: 412, isAvailable: true),
    Book(title: "Emma", pages: 474, isAvailable: false),
    Book(title: "Ulysses", pages: 730, isAvailable: true),
    Book(title: "Beloved", pages: 324, isAvailable: true),
]

let titles = shelf.map(\.title)
print(titles)

let available = shelf.filter(\.isAvailable).map(\.title)
print(available)

let totalPages = shelf.map(\.pages).reduce(0, +)
print("total pages:", totalPages)

let titleLengths = shelf.map(\.title.count)
print(titleLengths)

let firstLong = shelf.first(where: { $0.pages > 700 }).map(\.title)
print(firstLong ?? "none")

let allNamed = shelf.allSatisfy(\.title.isEmpty)
print("all empty titles:", allNamed)

let getPages: (Book) -> Int = \.pages
print(getPages(shelf[3]))

let nested: [[Int]] = [[1, 2], [3], [], [4, 5, 6]]
print(nested.map(\.count))
print(nested.compactMap(\.first))

// expect: ["Dune", "Emma", "Ulysses", "Beloved"]
// expect: ["Dune", "Ulysses", "Beloved"]
// expect: total pages: 1940
// expect: [4, 4, 7, 7]
// expect: Ulysses
// expect: all empty titles: false
// expect: 324
// expect: [2, 1, 0, 3]
// expect: [1, 3, 4]
