// SwiftUI from Apple's documentation: a change inside a nested model the body never reaches leaves the view alone
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// the view showing only `Text(book.title)` "updates only when a book's title changes but not when author or
// isAvailable changes"; if other properties change that body doesn't read, "the view is unaffected".
import SwiftUI

@Observable
final class Author {
    var name = "Anonymous"
}

@Observable
final class Book {
    var title = "Beowulf"
    var author = Author()
}

struct TitleOnlyView: View {
    var book: Book
    var body: some View {
        let _ = print("TitleOnlyView body \(book.title)")
        VStack {
            Text(book.title)
            Button("Rename author") { book.author.name = "Heaney" }
            Button("Rename book") { book.title = "Beowulf: A New Verse Translation" }
        }
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        TitleOnlyView(book: book)
    }
}

:mount Root()
:tap "Rename author"
:tap "Rename book"
// expect: TitleOnlyView body Beowulf
// expect: TitleOnlyView body Beowulf: A New Verse Translation
