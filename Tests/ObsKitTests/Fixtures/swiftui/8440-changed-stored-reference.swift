// SwiftUI from Apple's documentation: Managing model data in your app (a changed stored reference)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "a view that stores
// a reference to the observable object updates if the reference changes. This happens because the
// stored reference is part of the view's value and not because the object is observable." Here the
// parent swaps the Book its BookView stores; BookView then shows the new book's title.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    init(title: String) { self.title = title }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView shows \(book.title)")
        Text(book.title)
    }
}

struct ReaderView: View {
    @State private var current = Book(title: "Bleak House")

    var body: some View {
        BookView(book: current)
        Button("Next book") { current = Book(title: "Our Mutual Friend") }
    }
}

:mount ReaderView()
:tap "Next book"

// expect: BookView shows Bleak House
// expect: BookView shows Our Mutual Friend
