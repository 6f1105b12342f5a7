// SwiftUI from Apple's documentation: Bindable — https://developer.apple.com/documentation/swiftui/bindable (BookEditView's @Bindable var book: TextField("Title", text: $book.title) and Toggle with $book.isAvailable write to the Observable book)
import SwiftUI
import Observation

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

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            BookEditView(book: book)
            Button("Inspect") {
                print("\(book.title) | available: \(book.isAvailable)")
            }
        }
    }
}

:mount LibraryView()
:clear "Title"
:type "Dune" into "Title"
:toggle "Book is available"
:tap "Inspect"
// expect: Dune | available: false
