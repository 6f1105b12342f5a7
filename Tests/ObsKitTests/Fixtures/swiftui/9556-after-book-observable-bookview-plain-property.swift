// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (after: Book is @Observable, BookView a plain property, BookEditView @Bindable; an unread change runs no body)
// The "after" half of Apple's migration guide: `@Observable class Book` replaces ObservableObject and
// @Published; BookView takes the book as a plain `var book: Book`, and BookEditView, shown in a sheet,
// uses @Bindable for its TextField and Toggle.
// The guide claims that with Observation a view updates only for the properties its body reads:
// - Presenting the editor changes a @State flag that BookView's body never reads: no body.
// - Toggling isAvailable runs no BookView body (it reads only the title), unlike the ObservableObject
//   version, where any @Published change runs every observing view.
// - Each keystroke in the title runs BookView again.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Title", text: $book.title)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    dismiss()
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

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("book view: \(book.title)")
        HStack {
            Text(book.title)
            Spacer()
            Button("Edit") {
                isEditorPresented = true
            }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

struct LibraryScreen: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

:mount LibraryScreen()
// expect: book view: Sample Book Title
:tap "Edit"
:toggle "Book is available"
:toggle "Book is available"
:type "!?" into "Title"
// expect: book view: Sample Book Title!
// expect: book view: Sample Book Title!?
:tap "Close"
