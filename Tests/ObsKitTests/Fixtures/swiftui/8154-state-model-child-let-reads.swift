// SwiftUI from Apple's documentation: an @Observable model owned in @State and passed to a child as a plain `let`
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// when LibraryView shares a Book with BookView and the book's title changes, "SwiftUI updates only BookView, and not
// LibraryView, because only BookView reads the title property." The owner here never reads `title` in its body.
import SwiftUI

@Observable
final class Book {
    var title = "Sample Book Title"
}

struct BookView: View {
    let book: Book
    var body: some View {
        let _ = print("BookView body \(book.title)")
        Button("Rename") { book.title = "Great Expectations" }
    }
}

struct LibraryView: View {
    @State private var book = Book()
    var body: some View {
        let _ = print("LibraryView body")
        BookView(book: book)
    }
}

:mount LibraryView()
:tap "Rename"
// expect: LibraryView body
// expect: BookView body Sample Book Title
// expect: BookView body Great Expectations
