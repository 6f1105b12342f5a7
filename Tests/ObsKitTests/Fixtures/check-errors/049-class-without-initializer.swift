// A class has stored properties without default values and no init
// Written by an outside author (stop 28 corpus, file 7059); the message and its place are swiftc's on this machine.
class Book {
    var title: String
    var author: String
    var pages: Int

    func summary() -> String {
        "\(title) by \(author), \(pages) pages"
    }
}

let book = Book()
book.title = "Dune"
book.author = "Frank Herbert"
book.pages = 412
print(book.summary())

// expect-error: class 'Book' has no initializers
// expect-location: 2:7
