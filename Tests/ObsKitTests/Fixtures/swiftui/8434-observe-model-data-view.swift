// SwiftUI from Apple's documentation: Managing model data in your app (Observe model data in a view: BookView reads only title)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "a view forms a
// dependency on an observable data model object ... when the view's body property reads a property of
// the object." "When a tracked property changes, SwiftUI updates the view. If other properties change
// that body doesn't read, the view is unaffected and avoids unnecessary updates. For example, the view
// in the following code updates only when a book's title changes but not when author or isAvailable
// changes." The buttons live in a sibling view so that only BookView reads the book.
import SwiftUI

@Observable class Author {
    var name = "Sample Author"
}

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var author = Author()
    var isAvailable = true
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        Text(book.title)
    }
}

struct Controls: View {
    let book: Book

    var body: some View {
        Button("Check out") { book.isAvailable = false }
        Button("New author") { book.author = Author() }
        Button("Rename") { book.title = "Great Expectations" }
        Button("Report") { print("model: \(book.title), available \(book.isAvailable)") }
    }
}

struct Shelf: View {
    let book = Book()

    var body: some View {
        BookView(book: book)
        Controls(book: book)
    }
}

:mount Shelf()
:tap "Check out"
:tap "New author"
:tap "Report"
:tap "Rename"
:tap "Report"

// expect: BookView body: Sample Book Title
// expect: model: Sample Book Title, available false
// expect: BookView body: Great Expectations
// expect: model: Great Expectations, available false
