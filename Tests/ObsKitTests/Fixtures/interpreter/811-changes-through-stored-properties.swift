// Changes through stored properties (issue 14): appends, subscripts and `+=` on a class's property, on a
// struct inside a class, inside a mutating method, and on an observed property (which keeps its
// setter), with the value read inside the change's own argument. Expected output from swiftc 6.3.1 on Linux.
final class Store {
    var items: [Int] = []
    var log = ""
    var watched: [String] = [] {
        didSet { print("watched now \(watched)") }
    }
}
struct Shelf {
    var books: [String] = []
    mutating func add(_ title: String) { books.append(title) }
}
final class Library { var shelf = Shelf() }

let store = Store()
for number in 1...5 { store.items.append(number * number) }
store.items.append(store.items.count)
store.items[0] = store.items[4] + 1
store.items.removeFirst()
print(store.items)
store.log += "a"
store.log += "b\(store.log.count)"
print(store.log)
store.watched.append("x")
store.watched += ["y"]
let library = Library()
library.shelf.add("Dune")
library.shelf.books.append("Emma")
library.shelf.books[1] += "!"
var copy = library.shelf
copy.books.append("Kim")
print(library.shelf.books, copy.books)
func take(_ count: Int) -> Int { store.items.removeLast(); return count }
store.items.append(take(7))
print(store.items)
// expect: [4, 9, 16, 25, 5]
// expect: ab1
// expect: watched now ["x"]
// expect: watched now ["x", "y"]
// expect: ["Dune", "Emma!"] ["Dune", "Emma!", "Kim"]
// expect: [4, 9, 16, 25, 7]
