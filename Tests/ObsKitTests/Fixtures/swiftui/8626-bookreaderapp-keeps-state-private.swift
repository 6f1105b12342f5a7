// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (BookReaderApp keeps @State private var library = Library() and shares it with .environment(library); LibraryView reads the computed availableBooksCount, and a Toggle bound through @Bindable in BookEditView changes it)
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
        List {
            Text("\(library.availableBooksCount) available")
            ForEach(library.books) { book in
                BookView(book: book)
            }
        }
        .onChange(of: library.availableBooksCount) { oldValue, newValue in
            print("available: \(oldValue) -> \(newValue)")
        }
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
:tap "Edit" 2
:toggle "Book is available"
:tap "Close"
print("closed")
:tap "Edit" 3
:toggle "Book is available"
:tap "Close"
// expect: available: 3 -> 2
// expect: closed
// expect: available: 2 -> 1
