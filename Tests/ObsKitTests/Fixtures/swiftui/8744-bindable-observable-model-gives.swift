// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (@Bindable on an @Observable model gives $book.title and $book.isAvailable bindings; a TextField and a Toggle edit the model, and a view reading those properties updates)
import SwiftUI

@Observable class Book {
    var title = ""
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

struct BookSummary: View {
    var book: Book

    var body: some View {
        let _ = print("summary: '\(book.title)' \(book.isAvailable ? "available" : "checked out")")
        Text(book.title)
    }
}

let book = Book()

struct EditorScreen: View {
    var body: some View {
        VStack {
            BookSummary(book: book)
            BookEditView(book: book)
        }
    }
}

:mount EditorScreen()
:type "Odd" into "Title"
:toggle "Book is available"
print(book.title, book.isAvailable)
// expect: summary: '' available
// expect: summary: 'O' available
// expect: summary: 'Od' available
// expect: summary: 'Odd' available
// expect: summary: 'Odd' checked out
// expect: Odd false
