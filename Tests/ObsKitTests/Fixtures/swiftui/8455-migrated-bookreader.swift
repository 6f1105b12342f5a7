// SwiftUI from Apple's documentation: Migrating from the Observable Object protocol to the Observable macro (the migrated BookReader)
// Source: developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
// after migration the app keeps `@State private var library = Library()` (was @StateObject), passes it
// with `.environment(library)` (was environmentObject), LibraryView reads `@Environment(Library.self)`
// (was @EnvironmentObject), BookView keeps a plain `var book: Book` (was @ObservedObject) and
// BookEditView uses `@Bindable var book: Book`. Library and Book drop ObservableObject and @Published.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion")]

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
        let _ = print("available: \(library.availableBooksCount)")
        VStack {
            ForEach(library.books) { book in
                BookView(book: book)
            }
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("row: \(book.title)")
        Text(book.title)
        BookEditView(book: book)
    }
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        Toggle(isOn: $book.isAvailable) {
            Text("\(book.title) is available")
        }
    }
}

:mount BookReaderApp()
:toggle "Persuasion is available"

// expect: available: 2
// expect: row: Emma
// expect: row: Persuasion
// expect: available: 1
