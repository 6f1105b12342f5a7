// Apple: "Managing model data in your app" (an @Observable Library in @State of the App, shared with environment(_:), read with @Environment(Library.self); a view updates only for the properties its body reads); SEMANTICS §8 tracking, §14 Environment Observable, §2 unchanged rows are not re-run
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
    var books = [
        Book(id: 1, title: "Dune"),
        Book(id: 2, title: "Beloved"),
        Book(id: 3, title: "Ficciones"),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        let _ = print("row: \(book.title) \(book.isAvailable ? "on shelf" : "checked out")")
        HStack {
            Image(systemName: "book.closed")
            Text(book.title)
            Spacer()
            Button(book.isAvailable ? "Check out \(book.title)" : "Return \(book.title)") {
                book.isAvailable.toggle()
            }
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("library: \(library.availableBooksCount) available")
        NavigationStack {
            List(library.books) { book in
                BookRow(book: book)
            }
            .navigationTitle("Library")
        }
    }
}

@main
struct BookshelfApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

:mount BookshelfApp()
:tap "Check out Beloved"
:tap "Return Beloved"

// expect: library: 3 available
// expect: row: Dune on shelf
// expect: row: Beloved on shelf
// expect: row: Ficciones on shelf
// expect: library: 2 available
// expect: row: Beloved checked out
// expect: library: 3 available
// expect: row: Beloved on shelf
