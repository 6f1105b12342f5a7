// Follows Apple's "Managing model data in your app", its section on changing model data in a view: BookEditView
// takes the book as `@Bindable var book: Book` and edits it with `$book.title` and `$book.isAvailable`; here the
// editor is shown inline while an "Edit" flag is on.
// - Bindings made from @Bindable read the property, so the editor depends on `title` and `isAvailable`; the book
//   view reads `title` and its own `isEditing` (Apple `bindable`; rules §8.5, §3.5).
// - `if isEditing { ... }` is one slot: turning it on makes the editor's node, off destroys it (rules §1.1).
// - Each keystroke runs the book view, then the editor, once each (rules §2.8, §10.1).
import SwiftUI
import Observation

@Observable final class Book {
    var title = "Dune"
    var isAvailable = true

    init() { print("Book init") }
}

struct BookView: View {
    @State private var book = Book()
    @State private var isEditing = false

    var body: some View {
        let _ = print("BookView body: \(book.title), editing \(isEditing)")
        VStack {
            Text(book.title)
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
            if isEditing {
                BookEditView(book: book)
            }
        }
    }
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditView body, available \(book.isAvailable)")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

:mount BookView()
// expect: Book init
// expect: BookView body: Dune, editing false
:tap "Edit"
// expect: BookView body: Dune, editing true
// expect: BookEditView body, available true
:type "!" into "Title"
// expect: BookView body: Dune!, editing true
// expect: BookEditView body, available true
:toggle "Book is available"
// expect: BookEditView body, available false
:tap "Done"
// expect: BookView body: Dune!, editing false
:tap "Edit"
// expect: BookView body: Dune!, editing true
// expect: BookEditView body, available false
