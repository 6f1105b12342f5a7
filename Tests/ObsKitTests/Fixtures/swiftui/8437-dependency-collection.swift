// SwiftUI from Apple's documentation: Managing model data in your app (a dependency on a collection)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "When a view forms
// a dependency on a collection of objects, of any collection type, the view tracks changes made to the
// collection itself ... As changes occur to books, such as inserting, deleting, moving, or replacing
// items in the collection, SwiftUI updates the view." LibraryView's body reads `books` (here its count).
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    init(title: String) { self.title = title }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]

    var body: some View {
        let _ = print("LibraryView: \(books.count) books")
        List(books) { book in
            Text(book.title)
        }
        Button("Insert") { books.insert(Book(title: "Lady Susan"), at: 0) }
        Button("Delete") { books.removeLast() }
        Button("Replace") { books[0] = Book(title: "Mansfield Park") }
        Button("Report") { print("first: \(books[0].title), last: \(books[books.count - 1].title)") }
    }
}

:mount LibraryView()
:tap "Insert"
:tap "Delete"
:tap "Delete"
:tap "Report"
:tap "Replace"
:tap "Report"

// expect: LibraryView: 3 books
// expect: LibraryView: 4 books
// expect: LibraryView: 3 books
// expect: LibraryView: 2 books
// expect: first: Lady Susan, last: Emma
// expect: LibraryView: 2 books
// expect: first: Mansfield Park, last: Emma
