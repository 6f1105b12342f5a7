// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (after: Book is @Observable, BookView a plain property, BookEditView @Bindable)
// The "after" half of Apple's migration sample: `@Observable class Book` (no @Published), BookView takes
// `var book: Book`, and BookEditView declares `@Bindable var book: Book` to get `$book.title` and
// `$book.isAvailable`. Apple: a view now updates for the observable properties its body reads, not for
// any change to the object.
// - Toggling availability changes a property BookView never read: BookView doesn't run (compare 9262).
// - Typing in the title changes what BookView read: it runs once per keystroke.
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true

    let id = UUID()
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
:type "!" into "Title"
// expect: book view: Sample Book Title!
:tap "Close"
