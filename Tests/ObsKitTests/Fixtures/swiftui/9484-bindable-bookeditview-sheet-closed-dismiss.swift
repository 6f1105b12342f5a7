// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (@Bindable BookEditView in a sheet, closed with dismiss)
// Apple's Bindable page: "use a TextField to change the title property of a book, and a Toggle to change the
// isAvailable property, using the $ syntax to pass a binding for each property". The presenting view owns the book in
// @State and its body reads title, isAvailable and its own isEditing flag, so every edit in the sheet runs it again
// (Observation: a view updates when a property its body read changes). "Close" calls dismiss(): the flag goes back to
// false, the body runs, and the sheet's onDismiss closure runs.
// - Edit; clear the title and type "Dune"; mark it unavailable; Close.
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

            Button("Close") {
                dismiss()
            }
        }
    }
}

struct BookDetail: View {
    @State private var book = Book()
    @State private var isEditing = false

    var body: some View {
        let _ = print("detail: [\(book.title)] \(book.isAvailable ? "available" : "checked out"), editing \(isEditing)")
        VStack {
            Text(book.title)
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing, onDismiss: { print("editor closed") }) {
            BookEditView(book: book)
        }
    }
}

:mount BookDetail()
// expect: detail: [Sample Book Title] available, editing false
:tap "Edit"
// expect: detail: [Sample Book Title] available, editing true
:clear "Title"
// expect: detail: [] available, editing true
:type "Dune" into "Title"
// expect: detail: [D] available, editing true
// expect: detail: [Du] available, editing true
// expect: detail: [Dun] available, editing true
// expect: detail: [Dune] available, editing true
:toggle "Book is available"
// expect: detail: [Dune] checked out, editing true
:tap "Close"
// expect: detail: [Dune] checked out, editing false
// expect: editor closed
