// SwiftUI from Apple's documentation: Migrating from the Observable Object protocol to the Observable macro (optionals)
// Source: developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
// Observation gives "Tracking optionals and collections of objects, which isn't possible when using
// ObservableObject." Managing model data in your app: a view "can also form a dependency on an observable
// data model object accessed through another object". The body reads `book.author?.name`: it updates when
// the optional author is set, when that author's name changes, and when it is cleared.
import SwiftUI

@Observable class Author {
    var name: String
    init(name: String) { self.name = name }
}

@Observable class Book {
    var title = "Sample Book Title"
    var author: Author?
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("byline: \(book.author?.name ?? "anonymous")")
        Text("by \(book.author?.name ?? "anonymous")")
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
        Button("Attribute") { book.author = Author(name: "Mary Shelley") }
        Button("Correct") { book.author?.name = "Mary Wollstonecraft Shelley" }
        Button("Remove") { book.author = nil }
    }
}

:mount RootView()
:tap "Attribute"
:tap "Correct"
:tap "Remove"

// expect: byline: anonymous
// expect: byline: Mary Shelley
// expect: byline: Mary Wollstonecraft Shelley
// expect: byline: anonymous
