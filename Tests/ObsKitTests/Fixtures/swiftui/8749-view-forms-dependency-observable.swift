// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view forms a dependency on an observable object reached through another one, book.author.name; a view that only passes the book along doesn't depend on it)
import SwiftUI

@Observable class Author {
    var name: String
    init(name: String) { self.name = name }
}

@Observable class Book {
    var title = "Persuasion"
    var author = Author(name: "Austen")
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        let _ = print("LibraryItemView body: \(book.title) by \(book.author.name)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text("Written by: \(book.author.name)")
        }
    }
}

struct ShelfSlot: View {
    var book: Book

    var body: some View {
        let _ = print("ShelfSlot body")
        LibraryItemView(book: book)
    }
}

let book = Book()

struct Controls: View {
    var body: some View {
        VStack {
            ShelfSlot(book: book)
            Button("Rename author") { book.author.name = "Jane Austen" }
            Button("New author") { book.author = Author(name: "Anonymous") }
        }
    }
}

:mount Controls()
:tap "Rename author"
:tap "New author"
// expect: ShelfSlot body
// expect: LibraryItemView body: Persuasion by Austen
// expect: LibraryItemView body: Persuasion by Jane Austen
// expect: LibraryItemView body: Persuasion by Anonymous
