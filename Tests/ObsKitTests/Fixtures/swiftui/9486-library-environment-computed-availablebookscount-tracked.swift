// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (Library in the environment; computed availableBooksCount tracked)
// Apple's "Managing model data in your app": "To share model data throughout a view hierarchy ... place the model in
// the environment", read it with `@Environment(Library.self)`; a computed property such as availableBooksCount is
// tracked through the stored properties it reads (books, and each book's isAvailable). So toggling a book's
// availability, or adding a book, runs the footer's body with the new count.
// - Check out Dune (2), Emma (1), return Dune (2), donate Walden (3).
import SwiftUI

@Observable class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable = true
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable class Library {
    var books: [Book] = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            List(library.books) { book in
                BookRow(book: book)
            }
            Button("Donate") {
                library.books.append(Book(id: 4, title: "Walden"))
            }
            AvailabilityFooter()
        }
    }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        Button(book.isAvailable ? "Check out \(book.title)" : "Return \(book.title)") {
            book.isAvailable.toggle()
        }
    }
}

struct AvailabilityFooter: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("available: \(library.availableBooksCount)")
        Text("\(library.availableBooksCount) books available")
    }
}

:mount BookReaderApp()
// expect: available: 3
:tap "Check out Dune"
// expect: available: 2
:tap "Check out Emma"
// expect: available: 1
:tap "Return Dune"
// expect: available: 2
:tap "Donate"
// expect: available: 3
