// Issue 13 (B), declaration order in one input: Swift resolves the declarations of a file together, so an
// extension may come before the class it extends, a view may use a type declared below it, and a static
// property may use a type declared later. ObsREPL takes the declarations before the first command as one
// input and must accept them in any order.
// Source: The Swift Programming Language, "Declarations" (top-level declarations are visible to the whole
// file/module), https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations/.
// Rules §4, §6.
import SwiftUI

extension Library {
    func add(_ title: String) {
        books.append(Book(title: title))
        print("added", title, "- now", books.count)
    }
}

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        let _ = print("LibraryView body:", library.books.map(\.title))
        VStack {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Add Dune") { library.add("Dune") }
        }
    }
}

struct BookRow: View {
    let book: Book
    var body: some View { Text(book.title) }
}

final class Library: ObservableObject {
    @Published var books: [Book] = Book.samples
}

struct Book: Identifiable {
    let id = UUID()
    let title: String

    static let samples = [Book(title: "Emma")]
}

:mount LibraryView()
:tap "Add Dune"

// expect: LibraryView body: ["Emma"]
// expect: added Dune - now 2
// expect: LibraryView body: ["Emma", "Dune"]
