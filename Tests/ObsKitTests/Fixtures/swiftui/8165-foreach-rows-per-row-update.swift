// SwiftUI from Apple's documentation: renaming one observable element updates only the row that shows it
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// with `List(books) { book in BookView(book: book) }`, "If the book's title changes, SwiftUI updates only BookView, and
// not LibraryView"; "Any changes to a title updates only the individual" row "representing the book and not the
// others." Row prints are switched on after mounting so no order among sibling rows is asserted.
import SwiftUI

var rowLogging = false
func rowLog(_ line: String) { if rowLogging { print(line) } }

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct BookView: View {
    var book: Book
    var body: some View {
        let _ = rowLog("BookView body \(book.title)")
        Text(book.title)
    }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]
    var body: some View {
        let _ = print("LibraryView body")
        List(books) { book in
            BookView(book: book)
        }
        Button("Rename second") { books[1].title = "Persuasion (annotated)" }
    }
}

:mount LibraryView()
rowLogging = true
:tap "Rename second"
// expect: LibraryView body
// expect: BookView body Persuasion (annotated)
