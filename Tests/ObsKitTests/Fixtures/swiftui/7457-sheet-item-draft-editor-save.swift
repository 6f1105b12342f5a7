// Hacking with Swift style: `.sheet(item: $editing)` opens an editor with its own draft; Save writes back and closes
// What SwiftUI does: setting the item presents the sheet and only then builds its content with the unwrapped item
// (rules §13.1); the shelf never read `editing`, so presenting runs no shelf body (rules §3.5, §8.7). The editor's
// `@State` draft starts from the book it was given (rules §3.2) and each keystroke re-runs the editor alone. Save
// writes the array, which the shelf read, and sets the item to nil in the same action: one shelf body, and no sheet
// to build (rules §10.1). Editing another book is a new presentation with a new draft (rules §13.1, §1.4).
// Sources: rules §1.4, §3.2, §3.5, §8.7, §10.1, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct BookEditor: View {
    @State private var draft: Book
    let onSave: (Book) -> Void

    init(book: Book, onSave: @escaping (Book) -> Void) {
        _draft = State(initialValue: book)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("BookEditor body: \(draft.title)")
        Form {
            TextField("Title", text: $draft.title)
            Button("Save") { onSave(draft) }
        }
    }
}

struct Bookshelf: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var editing: Book?

    var body: some View {
        let _ = print("Bookshelf body: \(books.map(\.title))")
        List(books) { book in
            Button("Edit \(book.title)") { editing = book }
        }
        .sheet(item: $editing) { book in
            BookEditor(book: book) { saved in
                if let index = books.firstIndex(where: { $0.id == saved.id }) {
                    books[index] = saved
                }
                editing = nil
            }
        }
    }
}

:mount Bookshelf()
// expect: Bookshelf body: ["Dune", "Emma"]
:tap "Edit Dune"
// expect: BookEditor body: Dune
:type "s" into "Title"
// expect: BookEditor body: Dunes
:tap "Save"
// expect: Bookshelf body: ["Dunes", "Emma"]
:tap "Edit Emma"
// expect: BookEditor body: Emma
