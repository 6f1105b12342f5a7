// Apple sample style (Managing model data in your app): an Add Book sheet that owns a new @Observable Book in @State, edited through `$book` bindings; Save appends it to the Library in the environment, Cancel drops it.
// SwiftUI: the sheet's view struct is made only when its escaping content runs, so each presentation makes one new Book (rules §13.1, §3.1, §3.2); typing re-runs only the sheet's view,
// which read the title and the author when it made `$book.title` and `$book.author` (rules §8.5, §3.7); Cancel destroys the sheet's node and its @State object deinits (rules §1.4); Save hands the book
// to the library, re-running the list that reads `books` and making only the new row (rules §8.3, §1.2, §15.12).
import SwiftUI

@Observable
final class Book: Identifiable {
    var title: String
    var author: String

    init(title: String = "", author: String = "") {
        self.title = title
        self.author = author
        print("Book init: \(title.isEmpty ? "(untitled)" : title)")
    }

    deinit {
        print("Book deinit: \(title.isEmpty ? "(untitled)" : title)")
    }
}

@Observable
final class Library {
    var books = [Book(title: "Dune", author: "Frank Herbert"), Book(title: "Kindred", author: "Octavia E. Butler")]
}

struct AddBookView: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss
    @State private var book = Book()

    var body: some View {
        let _ = print("add book: '\(book.title)'")
        NavigationStack {
            Form {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
            }
            .navigationTitle("Add Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        library.books.append(book)
                        dismiss()
                    }
                    .disabled(book.title.isEmpty)
                }
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("row \(book.title)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text(book.author)
                .font(.caption)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var isAddingBook = false

    var body: some View {
        let _ = print("library: \(library.books.count) books")
        NavigationStack {
            List(library.books) { book in
                BookRow(book: book)
            }
            .navigationTitle("Library")
            .toolbar {
                Button("Add Book", systemImage: "plus") {
                    isAddingBook = true
                }
            }
            .sheet(isPresented: $isAddingBook) {
                AddBookView()
            }
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount LibraryRoot()
// expect: Book init: Dune
// expect: Book init: Kindred
// expect: library: 2 books
// expect: row Dune
// expect: row Kindred
:tap "Add Book"
// expect: Book init: (untitled)
// expect: add book: ''
:type "Emma" into "Title"
// expect: add book: 'E'
// expect: add book: 'Em'
// expect: add book: 'Emm'
// expect: add book: 'Emma'
:tap "Cancel"
// expect: Book deinit: Emma
:tap "Add Book"
// expect: Book init: (untitled)
// expect: add book: ''
:type "Ubik" into "Title"
// expect: add book: 'U'
// expect: add book: 'Ub'
// expect: add book: 'Ubi'
// expect: add book: 'Ubik'
:type "Dick" into "Author"
// expect: add book: 'Ubik'
// expect: add book: 'Ubik'
// expect: add book: 'Ubik'
// expect: add book: 'Ubik'
:tap "Save"
// expect: library: 3 books
// expect: row Ubik
