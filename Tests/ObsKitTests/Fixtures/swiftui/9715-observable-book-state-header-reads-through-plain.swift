// Apple "Managing model data in your app" style: an @Observable book in @State, a header that reads it through a plain let and an editor that holds it with @Bindable; typing runs the header and the editor per keystroke, never the screen that owns the book (rules §8.3, §8.5)
import SwiftUI

@Observable
final class Book {
    var title: String
    var author: String
    var isAvailable = true

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

struct BookHeader: View {
    let book: Book

    var body: some View {
        let _ = print("BookHeader body: \(book.title)")
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .foregroundStyle(.secondary)
        }
    }
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditor body")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Available", isOn: $book.isAvailable)
        }
    }
}

struct BookScreen: View {
    @State private var book = Book(title: "Dune", author: "Frank Herbert")

    var body: some View {
        let _ = print("BookScreen body")
        VStack {
            BookHeader(book: book)
            BookEditor(book: book)
        }
    }
}

:mount BookScreen()
// expect: BookScreen body
// expect: BookHeader body: Dune
// expect: BookEditor body
:type "!!" into "Title"
// expect: BookHeader body: Dune!
// expect: BookEditor body
// expect: BookHeader body: Dune!!
// expect: BookEditor body
:toggle "Available"
// expect: BookEditor body
