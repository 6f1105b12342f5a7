// SwiftUI from Apple's documentation: replacing a nested observable object updates the view that read through it
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// a view reading `book.author.name` depends on the object reached through `book`, and reading `author` is itself a
// read of a tracked property of Book; assigning a new Author changes it. The new author's name is then what the body
// reads, so renaming it updates the view too.
import SwiftUI

@Observable
final class Author {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Book {
    var author = Author(name: "First")
}

struct BylineView: View {
    var book: Book
    var body: some View {
        let _ = print("BylineView body \(book.author.name)")
        VStack {
            Text("Written by: \(book.author.name)")
            Button("Swap author") { book.author = Author(name: "Second") }
            Button("Rename author") { book.author.name = "Second, revised" }
        }
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        BylineView(book: book)
    }
}

:mount Root()
:tap "Swap author"
:tap "Rename author"
// expect: BylineView body First
// expect: BylineView body Second
// expect: BylineView body Second, revised
