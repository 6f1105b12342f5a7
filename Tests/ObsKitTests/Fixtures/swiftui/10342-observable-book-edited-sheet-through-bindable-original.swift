// forms and editing style, PITFALL on purpose: an @Observable book edited in a sheet through @Bindable on the original object; each keystroke reaches the row behind the sheet (the only view that read the title) and Cancel cannot undo it (rules §8.3, §8.5, §13.1)
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("BookRow body: \(book.title)")
        Text(book.title)
    }
}

struct BookEditSheet: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $book.title)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()
    @State private var editing: Book?

    var body: some View {
        let _ = print("LibraryView body")
        List {
            ForEach(library.books) { book in
                Button {
                    editing = book
                } label: {
                    BookRow(book: book)
                }
            }
            Button("Titles") { print(library.books.map(\.title)) }
        }
        .sheet(item: $editing) { book in
            BookEditSheet(book: book)
        }
    }
}

:mount LibraryView()
// expect: LibraryView body
// expect: BookRow body: Dune
// expect: BookRow body: Emma
:tap "Emma"
:type "!" into "Title"
// expect: BookRow body: Emma!
:tap "Cancel"
:tap "Titles"
// expect: ["Dune", "Emma!"]
