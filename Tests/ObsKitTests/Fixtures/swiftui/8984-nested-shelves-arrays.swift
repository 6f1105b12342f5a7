// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Library holding an array of @Observable shelves, each holding an array of books: adding a book to the second shelf updates only that shelf's view, which reads its books; the library view, which reads only the shelves array, and the first shelf's view don't update)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Shelf: Identifiable {
    let label: String
    var books: [Book] = []
    init(label: String, books: [Book]) {
        self.label = label
        self.books = books
    }
}

@Observable
final class Library {
    var shelves = [
        Shelf(label: "Fiction", books: [Book(title: "Emma")]),
        Shelf(label: "Poetry", books: [Book(title: "Odes")]),
    ]
}

struct ShelfView: View {
    var shelf: Shelf

    var body: some View {
        let _ = print("\(shelf.label): \(shelf.books.count) books")
        Section(shelf.label) {
            ForEach(shelf.books) { book in
                Text(book.title)
            }
            Button("Add to \(shelf.label)") {
                shelf.books.append(Book(title: "New"))
            }
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("library: \(library.shelves.count) shelves")
        List(library.shelves) { shelf in
            ShelfView(shelf: shelf)
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView().environment(library)
    }
}

:mount LibraryRoot()
:tap "Add to Poetry"
:tap "Add to Poetry"
:tap "Add to Fiction"
// expect: library: 2 shelves
// expect: Fiction: 1 books
// expect: Poetry: 1 books
// expect: Poetry: 2 books
// expect: Poetry: 3 books
// expect: Fiction: 2 books
