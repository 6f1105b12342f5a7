// Apple, "Managing model data in your app" (an @Observable Library in the environment, read with @Environment(Library.self)); rules §14.2, §8.3, §8.4, §2.6
import SwiftUI

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) { self.title = title }
}

@Observable
class Library {
    var books: [Book] = [Book(title: "Sample Book #1"), Book(title: "Sample Book #2"), Book(title: "Sample Book #3")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView \(book.title) body: \(book.isAvailable ? "available" : "checked out")")
        HStack {
            Text(book.title)
            Button("Check out \(book.title)") { book.isAvailable = false }
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView body: \(library.availableBooksCount) available")
        List {
            ForEach(library.books) { book in
                BookView(book: book)
            }
            Button("Add book") { library.books.append(Book(title: "New Arrival")) }
        }
    }
}

struct BookReaderRoot: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("BookReaderRoot body")
        LibraryView()
            .environment(library)
    }
}

:mount BookReaderRoot()
:tap "Check out Sample Book #1"
:tap "Add book"

// expect: BookReaderRoot body
// expect: LibraryView body: 3 available
// expect: BookView Sample Book #1 body: available
// expect: BookView Sample Book #2 body: available
// expect: BookView Sample Book #3 body: available
// expect: LibraryView body: 2 available
// expect: BookView Sample Book #1 body: checked out
// expect: LibraryView body: 3 available
// expect: BookView New Arrival body: available
