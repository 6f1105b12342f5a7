// SwiftUI from Apple's documentation: Managing model data in your app (passing a model through layers)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "If a view doesn't
// have any dependencies, SwiftUI doesn't update the view when data changes. This approach allows an
// observable model data object to pass through multiple layers of a view hierarchy without each
// intermediate view forming a dependency." The sample's comments: LibraryView and LibraryItemView
// "Will not update when any property of `book` changes"; BookView "Will update when `book.title` changes."
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("LibraryView body")
        LibraryItemView(book: book)
        Button("Rename") { book.title = "Little Dorrit" }
    }
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        let _ = print("LibraryItemView body")
        BookView(book: book)
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        Text(book.title)
    }
}

:mount LibraryView()
:tap "Rename"

// expect: LibraryView body
// expect: LibraryItemView body
// expect: BookView body: Sample Book Title
// expect: BookView body: Little Dorrit
