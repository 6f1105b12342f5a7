// Apple, "Migrating from the Observable Object protocol to the Observable macro" (BookReader sample), https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro — a Library in the environment holding an array of @Observable books, a computed availableBooksCount, @Bindable editing in a sheet: each edit re-runs only the views that read what changed
// The article: "SwiftUI updates a view only when an observable property that the view's body reads changes";
// observation also tracks "collections of objects"; LibraryView reads the library with @Environment(Library.self)
// and BookEditView edits a book through @Bindable. The computed availableBooksCount reads `books` and every
// book's `isAvailable`, so a view showing it depends on those (rules §8, §8.5). Book titles are given per
// book here (the sample uses one default title) so rows can be told apart.
import SwiftUI

@Observable class Author {
    var name = "Sample Author Name"
}

@Observable class Book: Identifiable {
    var title: String
    var author = Author()
    var isAvailable = true

    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(library.availableBooksCount) available")
            List(library.books) { book in
                BookView(book: book)
            }
            Button("Add Walden") {
                library.books.append(Book(title: "Walden"))
            }
        }
    }
}

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        HStack {
            Text(book.title)
            Spacer()
            Button("Edit") { isEditorPresented = true }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack() {
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
            .buttonStyle(.borderedProminent)
        }
        .padding()
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
// expect: LibraryView: @self, @identity, _library changed.
// expect: BookView body: Dune
// expect: BookView body: Emma
// expect: BookView body: Ulysses
:tap "Edit" 2
:type "!" into "Title"
// expect: BookView body: Emma!
:toggle "Book is available"
// expect: LibraryView: @dependencies changed.
:tap "Close"
:tap "Add Walden"
// expect: LibraryView: @dependencies changed.
// expect: BookView body: Walden

// The same computed property tracked outside SwiftUI: reading availableBooksCount registers `books` and every
// book's `isAvailable`, not their titles; the onChange fires once (rules §8.2).
let shelf = Library()
withObservationTracking {
    print("tracked count: \(shelf.availableBooksCount)")
} onChange: {
    print("availability will change")
}
// expect: tracked count: 3
shelf.books[0].title = "Dune Messiah"
shelf.books[2].isAvailable = false
// expect: availability will change
shelf.books[1].isAvailable = false
print("now \(shelf.availableBooksCount) available")
// expect: now 1 available
