// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a List of BookRow views, each given one @Observable Book from the library's array: checking out one book updates only that row; the list view, which never reads isAvailable, and the other rows stay as they are)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable
final class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]
}

struct BookRow: View {
    var book: Book

    var body: some View {
        let _ = print("row \(book.title): \(book.isAvailable ? "in" : "out")")
        HStack {
            Text(book.title)
            Button(book.isAvailable ? "Check out \(book.title)" : "Return \(book.title)") {
                book.isAvailable.toggle()
            }
        }
    }
}

struct LibraryList: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("list of \(library.books.count)")
        List(library.books) { book in
            BookRow(book: book)
        }
    }
}

struct LibraryApp: View {
    @State private var library = Library()

    var body: some View {
        LibraryList()
            .environment(library)
    }
}

:mount LibraryApp()
:tap "Check out Emma"
:tap "Return Emma"
:tap "Check out Ulysses"
// expect: list of 3
// expect: row Dune: in
// expect: row Emma: in
// expect: row Ulysses: in
// expect: row Emma: out
// expect: row Emma: in
// expect: row Ulysses: out
