// SwiftUI from Apple's documentation: in a ForEach over an observable library, renaming a book re-runs only its row
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// the list view "doesn't form a dependency on the property title because the view's body doesn't read it directly";
// each row that shows a title depends on it, and "Any changes to a title updates only the individual" row "and not
// the others". LibraryView reads `books` only. Row prints start after mounting (no sibling order is asserted).
import SwiftUI

var rowLogging = false
func rowLog(_ line: String) { if rowLogging { print(line) } }

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Ulysses"), Book(title: "Dubliners")]
}

struct BookRow: View {
    let book: Book
    var body: some View {
        let _ = rowLog("BookRow body \(book.title)")
        Text(book.title)
    }
}

struct LibraryView: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Rename last") { library.books[1].title = "Dubliners (1914)" }
        }
    }
}

:mount LibraryView()
rowLogging = true
:tap "Rename last"
// expect: LibraryView body
// expect: BookRow body Dubliners (1914)
