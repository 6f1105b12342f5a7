// Follows Apple's "Managing model data in your app", its app: an @Observable Library of @Observable Books,
// created as the source of truth with @State in the App struct and passed down as plain properties.
// - The App's @State model is made when the App value is made; stored properties' defaults run before the
//   init's body, so the books print before the library (Apple `state`; rules §3.1, §15.16; Swift initialization).
// - A view depends on what its body reads (Apple "managing model data": "a view in SwiftUI can form dependencies on
//   observable data models"; rules §8.3): the list reads `books`, each row reads its book's `title`.
// - Changing one book's title runs that row alone; appending a book runs the list and makes one new row; the old
//   rows get the same references, compare equal and are skipped (rules §1.2, §2.3, §2.7).
import SwiftUI
import Observation

@Observable final class Book: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
        print("Book init: \(title)")
    }
}

@Observable final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    init() { print("Library init") }
}

struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView(library: library)
        }
    }
}

struct LibraryView: View {
    var library: Library

    var body: some View {
        let _ = print("LibraryView body: \(library.books.count) books")
        List {
            ForEach(library.books) { book in
                BookView(book: book)
            }
            Button("Add book") { library.books.append(Book(id: 3, title: "Ulysses")) }
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        HStack {
            Text(book.title)
            Button("Shout \(book.id)") { book.title = book.title.uppercased() }
        }
    }
}

:mount BookReaderApp()
// expect: Book init: Dune
// expect: Book init: Emma
// expect: Library init
// expect: LibraryView body: 2 books
// expect: BookView body: Dune
// expect: BookView body: Emma
:tap "Shout 2"
// expect: BookView body: EMMA
:tap "Add book"
// expect: Book init: Ulysses
// expect: LibraryView body: 3 books
// expect: BookView body: Ulysses
:tap "Shout 1"
// expect: BookView body: DUNE
