// SwiftUI from Apple's documentation: Bindable (BookEditView in a sheet, closed with dismiss)
// Source: developer.apple.com/documentation/swiftui/bindable: the BookEditView example has `@Bindable var
// book: Book` and `@Environment(\.dismiss) private var dismiss`, a TextField on `$book.title` whose
// onSubmit calls dismiss(), a Toggle on `$book.isAvailable`, and a "Close" button that calls dismiss().
// Edits made in the sheet are edits to the presenting view's Book. sheet(isPresented:) and
// DismissAction: dismiss() closes the sheet, setting the binding back to false.
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
        VStack() {
            HStack {
                Text("Title")
                TextField("Title", text: $book.title)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit {
                        dismiss()
                    }
            }

            Toggle(isOn: $book.isAvailable) {
                Text("Book is available")
            }

            Button("Close") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct BookDetailView: View {
    @State private var book = Book()
    @State private var isEditing = false

    var body: some View {
        Text(book.title)
        Button("Edit") { isEditing = true }
        Button("Report") { print("\(book.title), available \(book.isAvailable), editing \(isEditing)") }
            .sheet(isPresented: $isEditing) {
                BookEditView(book: book)
            }
    }
}

:mount BookDetailView()
:tap "Edit"
:clear "Title"
:type "Hard Times" into "Title"
:toggle "Book is available"
:tap "Close"
:tap "Report"
:tap "Edit"
:type "!" into "Title"
:submit "Title"
:tap "Report"

// expect: Hard Times, available false, editing false
// expect: Hard Times!, available false, editing false
