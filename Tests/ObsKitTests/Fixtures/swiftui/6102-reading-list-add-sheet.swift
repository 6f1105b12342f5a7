// An "add item" sheet in the Hacking with Swift style: a toolbar + button sets a flag, the sheet holds its
// own NavigationStack with Cancel/Add toolbar items, hands the new value back through a closure, and
// closes itself with @Environment(\.dismiss); the presenter's onDismiss reports.
// Expected: onDismiss runs after either way of closing (Apple: sheet(isPresented:onDismiss:content:));
// the sheet's own @State starts over at each presentation (its view is new each time, rules §1.4, §13.1).
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
}

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    var onAdd: (Book) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(Book(title: title, author: author))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

struct ReadingList: View {
    @State private var books: [Book] = []
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(books) { book in
                VStack(alignment: .leading) {
                    Text(book.title)
                        .font(.headline)
                    Text(book.author)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Reading List")
            .toolbar {
                Button("New Book", systemImage: "plus") {
                    showingAdd = true
                }
            }
            .sheet(isPresented: $showingAdd, onDismiss: {
                print("sheet closed, \(books.count) books")
            }) {
                AddBookView { book in
                    books.append(book)
                    print("added \(book.title) by \(book.author)")
                }
            }
        }
    }
}

:mount ReadingList()
:tap "New Book"
:type "Dune" into "Title"
:type "Herbert" into "Author"
:tap "Add"
:tap "New Book"
:tap "Cancel"

// expect: added Dune by Herbert
// expect: sheet closed, 1 books
// expect: sheet closed, 1 books
