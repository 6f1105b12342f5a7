// SwiftUI from Apple's documentation: a view that reads a collection updates when items are inserted or removed
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "When a view forms a dependency on a collection of objects, of any collection type, the view tracks changes made to
// the collection itself"; inserting, deleting, moving or replacing items updates the view that reads it.
import SwiftUI

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books: [Book] = [Book(title: "One")]
}

struct LibraryView: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("LibraryView body: \(library.books.count) books")
        VStack {
            ForEach(library.books) { book in
                Text(book.title)
            }
            Button("Add") { library.books.append(Book(title: "New")) }
            Button("Remove first") { library.books.removeFirst() }
        }
    }
}

:mount LibraryView()
:tap "Add"
:tap "Add"
:tap "Remove first"
// expect: LibraryView body: 1 books
// expect: LibraryView body: 2 books
// expect: LibraryView body: 3 books
// expect: LibraryView body: 2 books
