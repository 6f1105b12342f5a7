// Apple sample style: "Managing model data in your app" rebuilt small: an @Observable Library of Books in @State at the root, a list of rows and a BookEditor that edits one Book through @Bindable; typing re-runs only the row and the editor that read the title, a toggle re-runs the root (it counts available books) and the editor, an append re-runs the root and makes one row (rules §8.3, §8.4, §8.5, §2.3)
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable = true

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books: [Book] = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var availableCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("BookRow body: \(book.title)")
        Text(book.title)
    }
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditor body: \(book.title)")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Available", isOn: $book.isAvailable)
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryView body: available \(library.availableCount)")
        VStack {
            List(library.books) { book in
                BookRow(book: book)
            }
            BookEditor(book: library.books[0])
            Button("Add Book") {
                library.books.append(Book(id: 3, title: "Odyssey"))
            }
        }
    }
}

:mount LibraryView()
// expect: LibraryView body: available 2
// expect: BookRow body: Dune
// expect: BookRow body: Emma
// expect: BookEditor body: Dune
:type "!" into "Title"
// expect: BookRow body: Dune!
// expect: BookEditor body: Dune!
:toggle "Available"
// expect: LibraryView body: available 1
// expect: BookEditor body: Dune!
:tap "Add Book"
// expect: LibraryView body: available 2
// expect: BookRow body: Odyssey
