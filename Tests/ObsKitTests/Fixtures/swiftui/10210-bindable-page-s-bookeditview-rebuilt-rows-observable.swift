// Apple docs style: the Bindable page's BookEditView, rebuilt: rows of @Observable books, sheet(item:) with onDismiss, an editor holding `@Bindable var book`; typing runs the editor only (the shelf's body never read the title), and the editor's dismiss() calls onDismiss (rules §8.5, §13.1, §15.12, §8.4)
import SwiftUI

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) { self.title = title }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("BookEditView body: \(book.title)")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") { dismiss() }
        }
    }
}

struct Shelf: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma")]
    @State private var editing: Book?

    var body: some View {
        let _ = print("Shelf body: \(books.count) books")
        List {
            ForEach(books) { book in
                Button(book.title) { editing = book }
            }
        }
        .sheet(item: $editing, onDismiss: { print("editor closed") }) { book in
            BookEditView(book: book)
        }
    }
}

:mount Shelf()
// expect: Shelf body: 2 books
:tap "Dune"
// expect: BookEditView body: Dune
:type "!" into "Title"
// expect: BookEditView body: Dune!
:toggle "Book is available"
// expect: BookEditView body: Dune!
:tap "Close"
// expect: editor closed
:tap "Dune!"
// expect: BookEditView body: Dune!
