// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (the ObservableObject version of the Library sample: @StateObject in the app, .environmentObject, @EnvironmentObject and @ObservedObject; a Book's @Published change does not publish the Library, since ObservableObject cannot track objects in a collection, so LibraryView's availableBooksCount updates only when books itself changes)
import SwiftUI

class Book: ObservableObject, Identifiable {
    @Published var title: String
    @Published var isAvailable: Bool

    init(title: String = "Sample Book Title", isAvailable: Bool = true) {
        self.title = title
        self.isAvailable = isAvailable
    }
}

class Library: ObservableObject {
    @Published var books: [Book] = [Book(title: "Great Expectations"), Book(title: "Middlemarch"), Book(title: "Persuasion")]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct BookEditView: View {
    @ObservedObject var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack() {
            TextField("Title", text: $book.title)
            Toggle(isOn: $book.isAvailable) {
                Text("Book is available")
            }
            Button("Close") {
                dismiss()
            }
        }
        .padding()
    }
}

struct BookView: View {
    @ObservedObject var book: Book
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
        .onChange(of: book.isAvailable) { _, available in
            print("\(book.title) available: \(available)")
        }
    }
}

struct LibraryView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        List {
            Text("\(library.availableBooksCount) available")
            ForEach(library.books) { book in
                BookView(book: book)
            }
            Button("Add Book") {
                library.books.append(Book(title: "Emma", isAvailable: false))
            }
        }
        .onChange(of: library.availableBooksCount) { oldValue, newValue in
            print("available: \(oldValue) -> \(newValue)")
        }
    }
}

@main
struct BookReaderApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
        }
    }
}

:mount BookReaderApp()
:tap "Edit" 1
:toggle "Book is available"
:tap "Close"
print("closed")
:tap "Add Book"
// expect: Great Expectations available: false
// expect: closed
// expect: available: 3 -> 2
