// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (@Bindable in a child creates bindings to the properties of an @Observable model the parent holds in @State: text typed into the TextField and a Toggle write the parent's model)
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
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

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            BookEditView(book: book)
            Button("Show book") {
                print("\(book.title) | available: \(book.isAvailable)")
            }
        }
    }
}

:mount BookScreen()
:clear "Title"
:type "Dune" into "Title"
:toggle "Book is available"
:tap "Show book"
// expect: Dune | available: false
