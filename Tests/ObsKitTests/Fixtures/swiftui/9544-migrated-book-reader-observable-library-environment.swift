// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (the migrated book reader: an @Observable Library in the environment, a BookEditView sheet with @Bindable, and a computed availableBooksCount)
// Apple's migration article ends with `@Observable class Library`, `.environment(library)` at the app, `@Environment(
// Library.self) private var library` in LibraryView, and a BookEditView whose `@Bindable var book: Book` binds a
// TextField and a Toggle; it notes that Observation tracks a computed property such as `availableBooksCount` through the
// stored properties it reads, and "Updating views based on changes to the observable properties that a view's body
// reads". LibraryView's onChange of the count prints each change made in the sheet.
// - Edit Book 2: mark it unavailable, rename it, close. Edit it again by its new name; mark it available; swipe away.
import SwiftUI
import Observation

@Observable class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Book 1"), Book(title: "Book 2"), Book(title: "Book 3")]

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
        List(library.books) { book in
            BookView(book: book)
        }
        .onChange(of: library.availableBooksCount) { _, count in
            print("available books: \(count)")
        }
    }
}

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
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
        VStack {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") {
                print("closing the editor of \(book.title)")
                dismiss()
            }
        }
    }
}

:mount BookReaderApp()
:tap "Edit Book 2"
:toggle "Book is available"
// expect: available books: 2
:type "!" into "Title"
:tap "Close"
// expect: closing the editor of Book 2!
:tap "Edit Book 2!"
:toggle "Book is available"
// expect: available books: 3
:dismiss
