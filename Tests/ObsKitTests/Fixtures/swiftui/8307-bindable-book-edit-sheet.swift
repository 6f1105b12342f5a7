// SwiftUI from Apple's documentation: Apple's BookEditView (@Bindable var book) in a sheet edits the model; Close dismisses
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "uses a TextField to change the title property
// of a book, and a Toggle to change the isAvailable property, using the $ syntax to pass a binding for each property to
// those controls." (BookEditView with `Button("Close") { dismiss() }`)
// Apple, DismissAction (https://developer.apple.com/documentation/swiftui/dismissaction): "You can use this action to:
// Dismiss a modal presentation, like a sheet or a popover."
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") { dismiss() }
        }
    }
}

struct BookDetail: View {
    @State private var book = Book()
    @State private var isEditing = false
    var body: some View {
        Button("Edit") { isEditing = true }
            .sheet(isPresented: $isEditing, onDismiss: { print("\(book.title), available: \(book.isAvailable)") }) {
                BookEditView(book: book)
            }
    }
}

:mount BookDetail()
:tap "Edit"
:type " 2" into "Title"
:toggle "Book is available"
:tap "Close"
// expect: Sample Book Title 2, available: false
