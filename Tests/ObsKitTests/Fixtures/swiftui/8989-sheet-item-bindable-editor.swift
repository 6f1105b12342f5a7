// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (editing a book in a sheet through BookEditView's @Bindable var book: typing changes the model, and the row that displays that book's title updates per keystroke while the other rows don't)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        let _ = print("row: \(book.title)")
        Text(book.title)
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Button("Close") { dismiss() }
        }
    }
}

struct Bookshelf: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Lolita")]
    @State private var editing: Book?

    var body: some View {
        List {
            ForEach(books) { book in
                BookRow(book: book)
            }
            Button("Edit first") { editing = books[0] }
        }
        .sheet(item: $editing) { book in
            BookEditView(book: book)
        }
    }
}

:mount Bookshelf()
:tap "Edit first"
:type "!!" into "Title"
// expect: row: Emma
// expect: row: Lolita
// expect: row: Emma!
// expect: row: Emma!!
