// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (before: a Library ObservableObject holding Book ObservableObjects, read with @EnvironmentObject)
// Apple's "before" app: the app owns `@StateObject private var library = Library()` and passes it with
// `.environmentObject(library)`; LibraryView reads it with @EnvironmentObject and lists a BookView per book;
// each Book is itself an ObservableObject. LibraryView also shows how many books are available.
// - Toggling one book's availability publishes only that Book's objectWillChange. Library publishes
//   nothing (its `books` array still holds the same objects), so LibraryView doesn't run and its count is
//   stale; the book's own BookView (an @ObservedObject) runs. Apple: tracking collections of objects
//   "isn't possible when using ObservableObject" (compare 9265).
// - Adding a book publishes `books`: LibraryView runs (now with the right count), and only the new row
//   is made; the old rows get the same objects.
import SwiftUI
import Combine

class Book: ObservableObject, Identifiable {
    @Published var title: String
    @Published var isAvailable = true
    let id = UUID()

    init(title: String) { self.title = title }
}

class Library: ObservableObject {
    @Published var books: [Book] = [Book(title: "Dune"), Book(title: "Emma")]
}

struct BookEditView: View {
    @ObservedObject var book: Book
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
    @ObservedObject var book: Book
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
    @EnvironmentObject var library: Library

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
    @StateObject private var library = Library()

    var body: some View {
        LibraryView()
            .environmentObject(library)
    }
}

:mount BookReaderApp()
// expect: library: 2 of 2 available
// expect: book view: Dune
// expect: book view: Emma
:tap "Edit Dune"
:toggle "Book is available"
// expect: book view: Dune
:tap "Close"
:tap "Add book"
// expect: library: 2 of 3 available
// expect: book view: Ulysses
