// Key paths as functions in map/filter, and read through subscripts.
struct Book {
    var title: String
    var pages: Int
    var available: Bool
}
let books = [
    Book(title: "Dune", pages: 412, available: true),
    Book(title: "Emma", pages: 320, available: false),
    Book(title: "Ulysses", pages: 730, available: true),
]
print(books.map(\.title))
print(books.filter(\.available).map(\.title))
print(books.map(\.pages).reduce(0, +))
let kp = \Book.pages
print(books[0][keyPath: kp])
var b = books[1]
b[keyPath: \Book.available] = true
print(b.available, books[1].available)
print(books.map(\.title.count))

// expect: ["Dune", "Emma", "Ulysses"]
// expect: ["Dune", "Ulysses"]
// expect: 1462
// expect: 412
// expect: true false
// expect: [4, 4, 7]
