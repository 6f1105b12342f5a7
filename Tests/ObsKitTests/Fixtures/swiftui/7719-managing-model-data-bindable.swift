// Apple sample style (Managing model data in your app): a Library of @Observable Book objects held in @State at the root and injected with `.environment`, rows that present a BookEditView sheet editing the book through @Bindable.
// SwiftUI: a stored @Bindable is not a dynamic property, so the editor's first run lists only `_dismiss` (rules §8.5, §12.2); making `$book.title` reads title, so typing re-runs the editor (rules §8.5),
// while the library view, which reads only the books array and each isAvailable, re-runs for the availability toggle and not for the title (rules §8.3, §14.2);
// the sheet flag is never read by the row's body, so presenting and dismissing re-run nothing (rules §8.7, §13.1, §15.12).
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var author: String
    var isAvailable = true

    init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

@Observable
final class Library {
    var books = [
        Book(id: 1, title: "Dune", author: "Frank Herbert"),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler"),
        Book(id: 3, title: "Solaris", author: "Stanisław Lem"),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HStack {
                Text("Title")
                TextField("Title", text: $book.title)
                    .textFieldStyle(.roundedBorder)
            }
            Toggle(isOn: $book.isAvailable) {
                Text("Book is available")
            }
            Button("Close") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        HStack {
            Button {
                isEditorPresented = true
            } label: {
                Text(book.title)
            }
            Spacer()
            Text(book.author)
                .foregroundStyle(.secondary)
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List(library.books) { book in
                BookView(book: book)
            }
            .navigationTitle("Books: \(library.availableBooksCount) available")
        }
    }
}

struct BookReaderRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount BookReaderRoot()
// expect: LibraryView: @self, @identity, _library changed.
:tap "Dune"
// expect: BookEditView: @self, @identity, _dismiss changed.
:type "!" into "Title"
// expect: BookEditView: @dependencies changed.
:toggle "Book is available"
// expect: LibraryView: @dependencies changed.
// expect: BookEditView: @dependencies changed.
:tap "Close"
:tap "Dune!"
// expect: BookEditView: @self, @identity, _dismiss changed.
:dismiss
:tap "Kindred"
// expect: BookEditView: @self, @identity, _dismiss changed.
:toggle "Book is available"
// expect: LibraryView: @dependencies changed.
// expect: BookEditView: @dependencies changed.
