// @Observable model objects in a list, each edited through @Bindable in a pushed editor (Apple's
// "Migrating from the ObservableObject protocol to the Observable macro", Book/BookEditView example).
// Expected: typing into the editor's title field writes book.title; the list row (which read book.title)
// and the editor update; the library view itself (which only read `books`) does not re-run.
// Source: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro ;
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
}

struct BookView: View {
    var book: Book
    var body: some View {
        let _ = Self._printChanges()
        Text(book.title + (book.isAvailable ? "" : " (out)"))
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            HStack {
                Text("Title")
                TextField("Title", text: $book.title)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit {
                        dismiss()
                    }
            }
            Toggle(isOn: $book.isAvailable) {
                Text("Book is available")
            }
            Button("Close") {
                dismiss()
            }
        }
        .padding()
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List(library.books) { book in
                NavigationLink {
                    BookEditView(book: book)
                } label: {
                    BookView(book: book)
                }
            }
        }
    }
}

struct BookReaderApp: App {
    @State private var library = Library()
    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
:tap "Emma"
:type "!" into "Title"
:toggle "Book is available"
:tap "Close"
:tree

// expect: LibraryView: @self, @identity, _library changed.
// expect: BookView: @self changed.
// expect: BookView: @self changed.
// expect: BookView: @dependencies changed.
// expect: BookView: @dependencies changed.
// expect: BookReaderApp#1
// expect:   Group
// expect:     LibraryView#2  .environment
// expect:       NavigationStack
// expect:         List
// expect:           row #3
// expect:             NavigationLink "Dune"
// expect:           row #4
// expect:             NavigationLink "Emma! (out)"
