// Book list with a detail screen that deletes its book, in the style of Bookworm (a "100 days" SwiftUI course), own
// code with an @Observable library in place of SwiftData: rows pushed with `NavigationLink(value:)`, a toolbar
// trash button raising a confirmation alert, a destructive "Delete" that removes the book and pops with `dismiss()`,
// and swipe-to-delete on the list.
// What SwiftUI does: the pushed detail runs once (rules §14.3). Raising and cancelling the alert runs nothing: the
// flag is not read (rules §3.5, §8.7). "Delete" removes the book from the library, which the list's body read, and
// `dismiss()` pops the detail (rules §15.12): the list runs once, its remaining rows are equal and do not run (rules
// §2.7). A swipe calls `onDelete` (rules §15.2). Unmounting releases the library (rules §1.4).
// Sources: rules §1.4, §2.7, §3.5, §8.3, §8.7, §13.2, §14.3, §15.2, §15.4, §15.12;
// https://developer.apple.com/documentation/swiftui/dismissaction
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let rating: Int
}

@Observable
class Library {
    var books = [
        Book(id: 1, title: "The Hobbit", author: "J. R. R. Tolkien", rating: 5),
        Book(id: 2, title: "Dune", author: "Frank Herbert", rating: 4),
        Book(id: 3, title: "Emma", author: "Jane Austen", rating: 3),
    ]

    deinit { print("Library deinit") }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("BookRow body: \(book.title)")
        HStack {
            Text(String(repeating: "★", count: book.rating))
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct BookDetailView: View {
    let book: Book
    let library: Library

    @Environment(\.dismiss) var dismiss
    @State private var showingDeleteAlert = false

    var body: some View {
        let _ = print("BookDetailView body: \(book.title)")
        ScrollView {
            Text(book.author)
                .font(.title)
            Text(String(repeating: "★", count: book.rating))
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .alert("Delete book", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive, action: deleteBook)
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("Are you sure?")
        }
        .toolbar {
            Button("Delete this book", systemImage: "trash") {
                showingDeleteAlert = true
            }
        }
    }

    func deleteBook() {
        library.books.removeAll { $0.id == book.id }
        print("deleted \(book.title)")
        dismiss()
    }
}

struct BookListView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("BookListView body: \(library.books.count) books")
        NavigationStack {
            List {
                ForEach(library.books) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Bookworm")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book, library: library)
            }
        }
    }

    func deleteBooks(at offsets: IndexSet) {
        for offset in offsets {
            print("swiped away \(library.books[offset].title)")
        }
        library.books.remove(atOffsets: offsets)
    }
}

:mount BookListView()
// expect: BookListView body: 3 books
// expect: BookRow body: The Hobbit
// expect: BookRow body: Dune
// expect: BookRow body: Emma
:tap "The Hobbit"
// expect: BookDetailView body: The Hobbit
:tap "Delete this book"
:tap "Cancel"
:tap "Delete this book"
:tap "Delete"
// expect: deleted The Hobbit
// expect: BookListView body: 2 books
:delete "Emma"
// expect: swiped away Emma
// expect: BookListView body: 1 books
:unmount
// expect: Library deinit
