// Forum question: "I fix a typo in a book's title, the row shows the new title, but its TextField still shows the
// old one." The row seeds `@State private var draft` from its init with `State(initialValue:)`; storage is made
// once, at install, and later initial values are ignored (rules §3.2; Apple `state`: don't initialize state from a
// value passed in, it is set only once). The renamed row's value differs (its `book`, and the @State's initial
// value, §2.5), so its body runs as `@self` (§2.7, §12.1) with the new title and the old draft; the other row is
// equal and skips its body. Typing changes only the draft (`_draft`).
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct BookRow: View {
    let book: Book
    @State private var draft: String

    init(book: Book) {
        self.book = book
        _draft = State(initialValue: book.title)
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("title \(book.title), draft \(draft)")
        TextField("Draft", text: $draft)
    }
}

struct Shelf: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
        List(books) { book in
            BookRow(book: book)
        }
        Button("Fix typo") { books[1].title = "Emma!" }
    }
}

:mount Shelf()
// expect: BookRow: @self, @identity, _draft changed.
// expect: title Dune, draft Dune
// expect: BookRow: @self, @identity, _draft changed.
// expect: title Emma, draft Emma
:tap "Fix typo"
// expect: BookRow: @self changed.
// expect: title Emma!, draft Emma
:type "?" into "Draft" 2
// expect: BookRow: _draft changed.
// expect: title Emma!, draft Emma?
