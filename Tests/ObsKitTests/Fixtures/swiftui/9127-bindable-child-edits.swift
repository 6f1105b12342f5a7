// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (@Bindable makes bindings to an @Observable model's properties)
// Apple's BookEditView wraps its `book` input with @Bindable and passes `$book.title` to a TextField and
// `$book.isAvailable` to a Toggle. The parent owns the book in @State and reads none of its properties, so it
// never runs again; the edit view and the label run when a property their bodies read changes.
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
        let _ = print("edit: \(book.title), available \(book.isAvailable)")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

struct TitleLabel: View {
    let book: Book

    var body: some View {
        let _ = print("label: \(book.title)")
        Text(book.title)
    }
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("library body")
        VStack {
            BookEditView(book: book)
            TitleLabel(book: book)
        }
    }
}

:mount LibraryView()
// expect: library body
// expect: edit: Sample Book Title, available true
// expect: label: Sample Book Title
:type "!" into "Title"
// expect: edit: Sample Book Title!, available true
// expect: label: Sample Book Title!
:toggle "Book is available"
// expect: edit: Sample Book Title!, available false
