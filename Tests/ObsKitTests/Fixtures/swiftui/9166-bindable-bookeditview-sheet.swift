// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (the BookEditView: @Bindable book, a TextField, a Toggle and a Close button that dismisses)
// The Bindable page's BookEditView wraps its `book` input with `@Bindable` and passes `$book.title` and
// `$book.isAvailable` to a TextField and a Toggle; its Close button calls the `dismiss` action. Here it is presented
// in a sheet (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)).
// - Edits in the sheet change the shared @Observable book; the summary behind the sheet reads title and
//   availability, so it runs again for each change.
// - Close dismisses the sheet (https://developer.apple.com/documentation/swiftui/dismissaction) and onDismiss runs.
import SwiftUI
import Observation

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
            Button("Close") {
                dismiss()
            }
        }
    }
}

struct BookSummary: View {
    let book: Book

    var body: some View {
        let _ = print("summary: \(book.title), \(book.isAvailable ? "available" : "checked out")")
        Text(book.title)
    }
}

struct BookDetail: View {
    @State private var book = Book()
    @State private var isEditing = false

    var body: some View {
        VStack {
            BookSummary(book: book)
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing, onDismiss: { print("sheet dismissed") }) {
            BookEditView(book: book)
        }
    }
}

:mount BookDetail()
// expect: summary: Sample Book Title, available
:tap "Edit"
:type "!" into "Title"
// expect: summary: Sample Book Title!, available
:toggle "Book is available"
// expect: summary: Sample Book Title!, checked out
:tap "Close"
// expect: sheet dismissed
