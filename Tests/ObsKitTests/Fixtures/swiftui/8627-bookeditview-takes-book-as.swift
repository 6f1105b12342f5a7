// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (BookEditView takes the book as @Bindable and binds TextField("Title", text: $book.title) straight to it, no copy: each keystroke is in the shared Book, and .onSubmit { dismiss() } closes the sheet)
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true

    init(title: String = "Sample Book Title", isAvailable: Bool = true) {
        self.title = title
        self.isAvailable = isAvailable
    }
}

@Observable
class Library {
    var books: [Book] = [Book(title: "Great Expectations"), Book(title: "Middlemarch"), Book(title: "Persuasion")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
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
        .onDisappear { print("editor closed") }
    }
}

struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
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

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.books) { book in
            BookView(book: book)
        }
    }
}

let library = Library()

:mount LibraryView().environment(library)
:tap "Edit" 1
:type ", Vol. 2" into "Title"
print("while editing: \(library.books[0].title)")
:submit "Title"
print(library.books.map(\.title))
// expect: while editing: Great Expectations, Vol. 2
// expect: editor closed
// expect: ["Great Expectations, Vol. 2", "Middlemarch", "Persuasion"]
