// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (after: @Observable Library and Book, @State in the app, @Environment(Library.self) in the list)
// Apple's "after" app: `@Observable class Library` and `@Observable class Book`; the app owns
// `@State private var library = Library()` and passes it with `.environment(library)`; LibraryView reads
// `@Environment(Library.self) private var library`. BookView takes a plain `var book`, and BookEditView
// uses @Bindable.
// - LibraryView's count reads `isAvailable` of every book, so toggling one book's availability runs
//   LibraryView with the right count: Observation tracks the objects in the collection (compare 9264).
// - That BookView read only the title: it doesn't run.
// - Adding a book changes `books`: LibraryView runs, and only the new row is made.
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true
    let id = UUID()

    init(title: String) { self.title = title }
}

@Observable
class Library {
    var books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Title", text: $book.title)
            Toggle(isOn: $book.isAvailable) {
                Text("Book is available")
            }
            Button("Close") {
                dismiss()
            }
        }
    }
}

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("book view: \(book.title)")
        HStack {
            Text(book.title)
            Spacer()
            Button("Edit \(book.title)") {
                isEditorPresented = true
            }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let available = library.books.filter(\.isAvailable).count
        let _ = print("library: \(available) of \(library.books.count) available")
        List {
            Text("\(available) available")
            ForEach(library.books) { book in
                BookView(book: book)
            }
            Button("Add book") {
                library.books.append(Book(title: "Ulysses"))
            }
        }
    }
}

struct BookReaderApp: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount BookReaderApp()
// expect: library: 2 of 2 available
// expect: book view: Dune
// expect: book view: Emma
:tap "Edit Dune"
:toggle "Book is available"
// expect: library: 1 of 2 available
:tap "Close"
:tap "Add book"
// expect: library: 2 of 3 available
// expect: book view: Ulysses
