// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (with Observation a view that reads library.availableBooksCount tracks the books array and each Book's isAvailable it reads: adding a book, deleting one with onDelete, and changing a book's availability from outside all update it)
// known-gap: line 3: expected '["Great Expectations", "Persuasion", "Emma"]', got 'available: 3 -> 2'
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
        NavigationStack {
            List {
                Section("\(library.availableBooksCount) available") {
                    ForEach(library.books) { book in
                        BookView(book: book)
                    }
                    .onDelete { offsets in
                        library.books.remove(atOffsets: offsets)
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                Button("Add Book") {
                    library.books.append(Book(title: "Emma"))
                }
            }
        }
        .onChange(of: library.availableBooksCount) { oldValue, newValue in
            print("available: \(oldValue) -> \(newValue)")
        }
    }
}

let library = Library()

:mount LibraryView().environment(library)
:tap "Add Book"
:delete "Middlemarch"
library.books[0].isAvailable = false
print(library.books.map(\.title))
// expect: available: 3 -> 4
// expect: available: 4 -> 3
// expect: ["Great Expectations", "Persuasion", "Emma"]
// expect: available: 3 -> 2
