// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable Library shared with .environment; LibraryView reads availableBooksCount, each BookView reads only its title)
// Apple's "Managing model data in your app": Library and Book are @Observable; the app keeps the library in
// @State and puts it in the environment; LibraryView reads it with @Environment(Library.self).
// The article claims SwiftUI updates a view only when an observable property that its body reads changes:
// - Checking out a book changes isAvailable, which LibraryView reads through availableBooksCount; the rows
//   read only the title, so only LibraryView runs again.
// - Retitling a book runs only that book's row, not LibraryView, which never read a title.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true

    init(title: String) {
        self.title = title
    }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        HStack {
            Text(book.title)
            Button("Check out \(book.title)") {
                book.isAvailable = false
            }
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView body: \(library.availableBooksCount) available")
        VStack {
            Text("Available: \(library.availableBooksCount)")
            Button("Retitle first") {
                library.books[0].title = "Dune Messiah"
            }
            List(library.books) { book in
                BookView(book: book)
            }
        }
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

:mount BookReaderApp()
// expect: LibraryView body: 3 available
// expect: BookView body: Dune
// expect: BookView body: Emma
// expect: BookView body: Ulysses
:tap "Check out Emma"
// expect: LibraryView body: 2 available
:tap "Retitle first"
// expect: BookView body: Dune Messiah
:tap "Check out Dune Messiah"
// expect: LibraryView body: 1 available
