// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (the Library in the app's environment; a computed count updates when a book's availability changes)
// The article's `Library` holds books and a computed `availableBooksCount`; the app keeps the library in @State and
// puts it in the environment with `.environment(library)`; views read it with `@Environment(Library.self)`.
// - "SwiftUI updates a view only when an observable property changes and the view's body reads the property
//   directly": the count view reads every book's `isAvailable` through the computed property, so it runs again
//   when a book is checked out; the library view reads only `books` and does not.
// - Each row edits its book with `@Bindable` (https://developer.apple.com/documentation/swiftui/bindable).
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) {
        self.title = title
    }
}

@Observable
final class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Dune"), Book(title: "Ulysses")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct AvailableCount: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("available: \(library.availableBooksCount)")
        Text("\(library.availableBooksCount) available")
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        Toggle(book.title, isOn: $book.isAvailable)
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("library view: \(library.books.count) books")
        VStack {
            AvailableCount()
            List(library.books) { book in
                BookRow(book: book)
            }
        }
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

:mount BookReaderApp()
// expect: library view: 3 books
// expect: available: 3
:toggle "Dune"
// expect: available: 2
:toggle "Emma"
// expect: available: 1
:toggle "Dune"
// expect: available: 2
