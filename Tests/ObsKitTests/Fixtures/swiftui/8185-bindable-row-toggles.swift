// SwiftUI from Apple's documentation: each ForEach row binds its own book with @Bindable; a toggle updates one row
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// @Bindable provides `$book.isAvailable` for a Toggle; a view updates when a property its body reads changes, and a
// change to one book updates only the view representing that book "and not the others". Row prints start after mounting.
import SwiftUI

var rowLogging = false
func rowLog(_ line: String) { if rowLogging { print(line) } }

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

struct BookRow: View {
    @Bindable var book: Book
    var body: some View {
        let _ = rowLog("BookRow body \(book.title) available=\(book.isAvailable)")
        Toggle(isOn: $book.isAvailable) {
            Text(book.title)
        }
    }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Persuasion")]
    var body: some View {
        let _ = print("LibraryView body")
        ForEach(books) { book in
            BookRow(book: book)
        }
    }
}

:mount LibraryView()
rowLogging = true
:toggle "Persuasion"
:toggle "Emma"
// expect: LibraryView body
// expect: BookRow body Persuasion available=false
// expect: BookRow body Emma available=false
