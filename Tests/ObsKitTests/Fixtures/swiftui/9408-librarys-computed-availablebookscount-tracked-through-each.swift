// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Library's computed `availableBooksCount` is tracked through each book's `isAvailable`: flipping a book's toggle, bound with @Bindable, re-runs the header that shows the count)
// Apple's "Managing model data in your app" declares `@Observable class Library` with
// `var availableBooksCount: Int { books.filter(\.isAvailable).count }`, shares it with `.environment(library)` and
// reads it with `@Environment(Library.self)`; a book row gets bindings with `@Bindable var book`. A computed property
// is observed through the stored properties it reads while the body runs: here `books` and every book's
// `isAvailable`. So toggling one book, or adding one, re-runs the header.
// - Mount: the header shows 3 of 3.
// - Toggle "Dune" off: 2 of 3; toggle it on: 3 of 3.
// - "Add book": 4 of 4.
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
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct AvailabilityHeader: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("header: \(library.availableBooksCount) of \(library.books.count) available")
        Text("\(library.availableBooksCount) books available")
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        Toggle(book.title, isOn: $book.isAvailable)
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            AvailabilityHeader()
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Add book") {
                library.books.append(Book(id: library.books.count + 1, title: "Middlemarch"))
            }
        }
    }
}

struct BookReaderRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount BookReaderRoot()
// expect: header: 3 of 3 available
:toggle "Dune"
// expect: header: 2 of 3 available
:toggle "Dune"
// expect: header: 3 of 3 available
:tap "Add book"
// expect: header: 4 of 4 available
