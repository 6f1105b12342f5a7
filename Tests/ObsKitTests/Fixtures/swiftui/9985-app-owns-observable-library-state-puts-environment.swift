// Apple "Managing model data in your app" style: the App owns a @Observable Library in @State and puts it in the environment; the library view reads availableBooksCount (a computed property over the books and each book's isAvailable); a book row presents a BookEditView sheet that binds title and availability with @Bindable; a new title runs only that row, availability only the library view (rules §15.16, §14.2, §8.3, §8.5, §2.7)
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable = true

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books = [Book(id: 1, title: "Flatland"), Book(id: 2, title: "Walden")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView body: \(library.availableBooksCount) available")
        List(library.books) { book in
            BookView(book: book)
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
            Button("Edit \(book.title)") { isEditorPresented = true }
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
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") { dismiss() }
        }
    }
}

:mount BookReaderApp()
// expect: LibraryView body: 2 available
// expect: BookView body: Flatland
// expect: BookView body: Walden
:tap "Edit Walden"
:type "!" into "Title"
// expect: BookView body: Walden!
:toggle "Book is available"
// expect: LibraryView body: 1 available
:tap "Close"
:tap "Edit Flatland"
:toggle "Book is available"
// expect: LibraryView body: 0 available
