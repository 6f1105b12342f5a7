// SwiftUI from Apple's documentation: views that only pass an observable object along are not updated
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "If a view doesn't have any dependencies, SwiftUI doesn't update the view when data changes", which lets a model pass
// through several layers; the article marks LibraryView and LibraryItemView "Will not update" and BookView "Will update
// when `book.title` changes".
import SwiftUI

@Observable
final class Book {
    var title = "Dune"
}

struct BookView: View {
    var book: Book
    var body: some View {
        let _ = print("BookView body \(book.title)")
        Text(book.title)
    }
}

struct LibraryItemView: View {
    var book: Book
    var body: some View {
        let _ = print("LibraryItemView body")
        BookView(book: book)
    }
}

struct LibraryView: View {
    @State private var book = Book()
    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            LibraryItemView(book: book)
            Button("Retitle") { book.title = "Children of Dune" }
        }
    }
}

:mount LibraryView()
:tap "Retitle"
// expect: LibraryView body
// expect: LibraryItemView body
// expect: BookView body Dune
// expect: BookView body Children of Dune
