// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (rows of @Observable objects track only what they read)
// The library is @Observable and holds @Observable books. The list's body reads only `books` (to make the
// rows); each row reads its book's title and `isRead`, and has a button that flips `isRead`.
// - Marking a book read changes a property of that one object: only that row's body runs. The list view
//   read nothing that changed, and the other rows get the same objects.
// - Appending a book changes `books`: the list's body runs and only the new row is made.
import SwiftUI
import Observation

@Observable final class Book: Identifiable {
    let id: Int
    var title: String
    var isRead = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class Library {
    var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = print("row \(book.title): \(book.isRead ? "read" : "unread")")
        HStack {
            Text(book.title)
            Button("Mark \(book.title) read") { book.isRead = true }
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("library body")
        List {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Add Ulysses") { library.books.append(Book(id: 3, title: "Ulysses")) }
        }
    }
}

:mount LibraryView()
// expect: library body
// expect: row Emma: unread
// expect: row Dune: unread
:tap "Mark Dune read"
// expect: row Dune: read
:tap "Add Ulysses"
// expect: library body
// expect: row Ulysses: unread
:tap "Mark Emma read"
// expect: row Emma: read
