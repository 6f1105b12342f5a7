// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", its step for a view that
// needs bindings: `@ObservedObject var book` becomes `@Bindable var book`, and `$book.title` still feeds a TextField.
// - `$book.title` through Bindable binds object and key path, and making it reads `title`, so the editor depends
//   on `title` (and on `isAvailable` through the Toggle's binding) (Apple `bindable`; rules §8.5, §9.2).
// - Typing writes `book.title`; every body that read it runs, the parent first, each once (rules §8.3, §2.8,
//   §10.1). The parent hands the editor the same reference, so the editor runs once, for its own read (rules §2.3).
// - The Toggle changes `isAvailable`, which only the editor read (rules §8.3).
import SwiftUI
import Observation

@Observable final class Book {
    var title: String
    var isAvailable = true

    init(title: String) {
        self.title = title
        print("Book init: \(title)")
    }
}

struct BookView: View {
    @State private var book = Book(title: "Dune")

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        VStack {
            Text(book.title)
            BookEditView(book: book)
        }
    }
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditView body")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Available", isOn: $book.isAvailable)
        }
    }
}

:mount BookView()
// expect: Book init: Dune
// expect: BookView body: Dune
// expect: BookEditView body
:type "s" into "Title"
// expect: BookView body: Dunes
// expect: BookEditView body
:toggle "Available"
// expect: BookEditView body
