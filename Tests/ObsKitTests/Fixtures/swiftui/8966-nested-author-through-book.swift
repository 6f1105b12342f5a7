// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view forms a dependency on an observable object reached through another one: LibraryItemView reads book.author.name and updates when the author's name changes; a view reading only book.title does not)
import SwiftUI
import Observation

@Observable
final class Author {
    var name = "Unknown"
}

@Observable
final class Book {
    var title = "Sample Book Title"
    var author = Author()
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        let _ = print("item: \(book.title) by \(book.author.name)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text("Written by: \(book.author.name)")
                .font(.caption)
        }
    }
}

struct TitleOnly: View {
    var book: Book

    var body: some View {
        let _ = print("title only: \(book.title)")
        Text(book.title)
    }
}

struct CatalogView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            LibraryItemView(book: book)
            TitleOnly(book: book)
            Button("Name author") { book.author.name = "M. Shelley" }
        }
    }
}

:mount CatalogView()
:tap "Name author"
// expect: item: Sample Book Title by Unknown
// expect: title only: Sample Book Title
// expect: item: Sample Book Title by M. Shelley
