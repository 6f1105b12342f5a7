// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (BookView updates only when the title changes)
// Apple's "Managing model data in your app": "a view forms a dependency on an observable data model object ... when
// the view's body property reads a property of the object"; "the view in the following code updates only when a book's
// title changes but not when author or isAvailable changes". The shelf keeps the book in @State and never reads its
// properties in its body; its buttons change each property in turn.
// - "Check out", "New author", "Rename author": no BookView body. "Rename": BookView's body runs.
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

struct Shelf: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            BookView(book: book)
            Button("Check out") {
                book.isAvailable = false
                print("checked out")
            }
            Button("New author") {
                book.author = Author()
                print("author replaced")
            }
            Button("Rename author") {
                book.author.name = "Someone Else"
                print("author renamed")
            }
            Button("Rename") {
                book.title = "A New Title"
                print("renamed")
            }
        }
    }
}

:mount Shelf()
// expect: BookView body: Sample Book Title
:tap "Check out"
// expect: checked out
:tap "New author"
// expect: author replaced
:tap "Rename author"
// expect: author renamed
:tap "Rename"
// expect: renamed
// expect: BookView body: A New Title
