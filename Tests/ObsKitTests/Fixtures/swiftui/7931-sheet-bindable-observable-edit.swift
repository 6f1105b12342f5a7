// Style: Observation migration guide, "Editing an @Observable model in a sheet with @Bindable" (Apple `bindable`).
// SwiftUI: the sheet view's `$book.title` reads `title` (rules §8.5), and it prints `book.title`, so its body depends on
// it; the row's body reads `book.title` too (rules §8.3). Each keystroke notifies both: one body each per update
// (rules §10.1), the presenter first, as parents run before their children (rules §2.8, §10.3). Presenting runs no
// presenter body: the flag is plain @State it doesn't read (rules §3.5, §8.7).
import SwiftUI
import Observation

@Observable
final class Book {
    var title: String
    init(title: String) { self.title = title }
}

struct EditBookSheet: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("edit sheet body: \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct BookRow: View {
    @State private var book = Book(title: "Dune")
    @State private var editing = false

    var body: some View {
        let _ = print("book row body: \(book.title)")
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) {
                EditBookSheet(book: book)
            }
    }
}

:mount BookRow()
// expect: book row body: Dune
:tap "Edit"
// expect: edit sheet body: Dune
:type "!?" into "Title"
// expect: book row body: Dune!
// expect: edit sheet body: Dune!
// expect: book row body: Dune!?
// expect: edit sheet body: Dune!?
