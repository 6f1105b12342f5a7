// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (before: Book is an ObservableObject, BookView an @ObservedObject that shows only the title)
// The "before" half of Apple's migration sample: `class Book: ObservableObject` with @Published `title` and
// `isAvailable`; BookView observes the book with @ObservedObject, shows its title and an Edit button that
// presents BookEditView (also @ObservedObject) in a sheet, with a TextField, a Toggle and Close.
// - Presenting the sheet changes only `isEditorPresented`, which BookView's body never reads (the sheet
//   gets a binding): BookView doesn't run.
// - Toggling availability publishes through the book's objectWillChange: BookView runs although it never
//   read `isAvailable` (compare 9263).
// - Each keystroke in the title runs BookView too.
import SwiftUI
import Combine

class Book: ObservableObject, Identifiable {
    @Published var title = "Sample Book Title"
    @Published var isAvailable = true

    let id = UUID()
}

struct BookEditView: View {
    @ObservedObject var book: Book
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
    @ObservedObject var book: Book
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
    @StateObject private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

:mount LibraryScreen()
// expect: book view: Sample Book Title
:tap "Edit"
:toggle "Book is available"
// expect: book view: Sample Book Title
:type "!" into "Title"
// expect: book view: Sample Book Title!
:tap "Close"
