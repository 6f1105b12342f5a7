// SwiftUI from Apple's documentation: a view depends on an observable object reached through another one
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "A view can also form a dependency on an observable data model object accessed through another object"; the
// LibraryItemView showing "Written by: \(book.author.name)" updates when the author's name changes.
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

struct LibraryItemView: View {
    var book: Book
    var body: some View {
        let _ = print("LibraryItemView body: \(book.title) by \(book.author.name)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text("Written by: \(book.author.name)")
            Button("Credit translator") { book.author.name = "Heaney" }
        }
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        LibraryItemView(book: book)
    }
}

:mount Root()
:tap "Credit translator"
// expect: LibraryItemView body: Beowulf by Anonymous
// expect: LibraryItemView body: Beowulf by Heaney
