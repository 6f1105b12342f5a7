// SwiftUI from Apple's documentation: a child with @Bindable var book edits an @Observable model the parent owns
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "A property wrapper type that supports
// creating bindings to the mutable properties of observable objects." ... "wraps the book input with @Bindable. Then it
// uses a TextField to change the title property of a book, and a Toggle to change the isAvailable property, using the
// $ syntax to pass a binding for each property to those controls."
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

struct LibraryScreen: View {
    @State private var book = Book()
    var body: some View {
        VStack {
            BookEditView(book: book)
            Button("Check") { print("\(book.title) available=\(book.isAvailable)") }
        }
    }
}

:mount LibraryScreen()
:toggle "Book is available"
:type "!" into "Title"
:tap "Check"
// expect: Sample Book Title! available=false
