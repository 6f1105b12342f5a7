// SwiftUI from Apple's documentation: a view updates only for the observable properties its body reads
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// the BookView that shows `Text(book.title)` "updates only when a book's title changes but not when author or
// isAvailable changes"; properties the body doesn't read leave the view "unaffected".
import SwiftUI

@Observable
final class Book {
    var title = "Sample Book Title"
    var author = "Unknown"
    var isAvailable = true
}

struct BookView: View {
    var book: Book
    var body: some View {
        let _ = print("BookView body \(book.title)")
        VStack {
            Text(book.title)
            Button("Set author") { book.author = "Austen" }
            Button("Check out") { book.isAvailable = false }
            Button("Set title") { book.title = "Emma" }
        }
    }
}

struct Shelf: View {
    @State private var book = Book()
    var body: some View {
        BookView(book: book)
    }
}

:mount Shelf()
:tap "Set author"
:tap "Check out"
:tap "Set title"
// expect: BookView body Sample Book Title
// expect: BookView body Emma
