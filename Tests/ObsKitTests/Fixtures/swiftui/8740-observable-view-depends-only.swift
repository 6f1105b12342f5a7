// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (with @Observable a view depends only on the properties its body reads: BookView updates when title changes, not when author or isAvailable does)
import SwiftUI

@Observable class Book {
    var title = "Sample Book Title"
    var author = "Unknown"
    var isAvailable = true
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        Text(book.title)
    }
}

let book = Book()

struct Shelf: View {
    var body: some View {
        VStack {
            BookView(book: book)
            Button("Change author") { print("author changed"); book.author = "A. Writer" }
            Button("Check out") { print("checked out"); book.isAvailable = false }
            Button("Retitle") { print("retitled"); book.title = "Second Edition" }
        }
    }
}

:mount Shelf()
:tap "Change author"
:tap "Check out"
:tap "Retitle"
// expect: BookView body: Sample Book Title
// expect: author changed
// expect: checked out
// expect: retitled
// expect: BookView body: Second Edition
