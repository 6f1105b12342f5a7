// SwiftUI from Apple's documentation: Bindable (the BookEditView example with a TextField and a Toggle)
// Source: developer.apple.com/documentation/swiftui/bindable: "Use this property wrapper to create bindings to
// mutable properties of a data model object that conforms to the Observable protocol. For example, the
// following code wraps the book input with @Bindable. Then it uses a TextField to change the title property
// of a book, and a Toggle to change the isAvailable property, using the $ syntax to pass a binding for each
// property to those controls." The edits land in the shared model object.
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

struct Library: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            BookEditView(book: book)
            Button("Report") { print("\(book.title), available \(book.isAvailable)") }
        }
    }
}

:mount Library()
:clear "Title"
:type "Dune" into "Title"
:toggle "Book is available"
:tap "Report"

// expect: Dune, available false
