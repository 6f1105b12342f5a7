// Apple docs style (print / debugPrint / dump): writing values to standard output
print("One two three four five")
print(1, 2, 3, 4, 5)
print(1.0, 2.0, 3.0, 4.0, 5.0, separator: " ... ")
for n in 1...5 {
    print(n, terminator: n < 5 ? ", " : "\n")
}
print("a", "b", separator: "", terminator: "")
print("c")
print()
print("after an empty line")

debugPrint("One two three four five")
debugPrint(1.0, "two", 3, separator: " | ")
debugPrint([1, 2], ["x": "y"])
debugPrint("quote \" and newline \n escaped")
debugPrint(Character("c"), Optional("wrapped"), nil as Int?)

struct Book {
    let title: String
    let pages: Int
    let tags: [String]
    let rating: Double?
}
let book = Book(title: "Walden", pages: 352, tags: ["nature", "essay"], rating: 4.5)
print(book)
debugPrint(book)
dump(book)

let nested = (label: "pair", values: [1, 2])
dump(nested)

enum Genre { case fiction, poetry(volumes: Int) }
dump(Genre.poetry(volumes: 2))
dump([Genre.fiction])

var output = ""
print("captured", 42, separator: "-", to: &output)
debugPrint("text", to: &output)
print("captured output:", output.split(separator: "\n").map(String.init))

final class Shelf {
    let name: String
    var books: [String]
    init(name: String, books: [String]) { self.name = name; self.books = books }
}
var shelfText = ""
dump(Shelf(name: "Top", books: ["A", "B"]), to: &shelfText)
let shelfLines = shelfText.split(separator: "\n")
print("dump lines:", shelfLines.count)
print(shelfLines.first!.contains("main.Shelf"), shelfLines.last!)
let returned = dump(7)
print("dump returns its argument:", returned)
// expect: One two three four five
// expect: 1 2 3 4 5
// expect: 1.0 ... 2.0 ... 3.0 ... 4.0 ... 5.0
// expect: 1, 2, 3, 4, 5
// expect: abc
// expect:
// expect: after an empty line
// expect: "One two three four five"
// expect: 1.0 | "two" | 3
// expect: [1, 2] ["x": "y"]
// expect: "quote \" and newline \n escaped"
// expect: "c" Optional("wrapped") nil
// expect: Book(title: "Walden", pages: 352, tags: ["nature", "essay"], rating: Optional(4.5))
// expect: main.Book(title: "Walden", pages: 352, tags: ["nature", "essay"], rating: Optional(4.5))
// expect: ▿ main.Book
// expect:   - title: "Walden"
// expect:   - pages: 352
// expect:   ▿ tags: 2 elements
// expect:     - "nature"
// expect:     - "essay"
// expect:   ▿ rating: Optional(4.5)
// expect:     - some: 4.5
// expect: ▿ (2 elements)
// expect:   - label: "pair"
// expect:   ▿ values: 2 elements
// expect:     - 1
// expect:     - 2
// expect: ▿ main.Genre.poetry
// expect:   ▿ poetry: (1 element)
// expect:     - volumes: 2
// expect: ▿ 1 element
// expect:   - main.Genre.fiction
// expect: captured output: ["captured-42", "\"text\""]
// expect: dump lines: 5
// expect: true     - "B"
// expect: - 7
// expect: dump returns its argument: 7
