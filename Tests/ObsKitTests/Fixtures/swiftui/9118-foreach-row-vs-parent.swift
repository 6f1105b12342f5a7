// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a ForEach row view tracks its own reads, the parent tracks the array)
// The list view's body reads `library.books`; each BookRow's body reads its book's `title`. Retitling one book
// re-runs only that row; the parent and the other row read nothing that changed. Appending a book changes
// `books`: the parent runs, and only the new row's body runs (the old rows get the same book reference).
import SwiftUI
import Observation

@Observable final class Book: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class Library {
    var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("row: \(book.title)")
        Text(book.title)
    }
}

struct LibraryList: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("list body: \(library.books.count) books")
        VStack {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Retitle Dune") {
                let dune = library.books[1]
                dune.title = "Dune Messiah"
            }
            Button("Add book") { library.books.append(Book(id: 3, title: "Ulysses")) }
        }
    }
}

:mount LibraryList()
// expect: list body: 2 books
// expect: row: Emma
// expect: row: Dune
:tap "Retitle Dune"
// expect: row: Dune Messiah
:tap "Add book"
// expect: list body: 3 books
// expect: row: Ulysses
