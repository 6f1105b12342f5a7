// Swift with Majid style: sorting `@Observable` books by title in the list's body makes the list depend on every title
// What SwiftUI does: a body depends on the properties it read (rules §8.3). `sorted { $0.title < $1.title }` reads
// each book's `title` in the list's body, so retitling a book re-runs the list (`@dependencies`), and its new order
// moves the row, which keeps its node (rules §1.2). The retitled row read `title` too: it runs once,
// `@dependencies` (a view dirty and given an equal value runs once, rules §2.8; the same reference is equal,
// §2.3). Marking a book read changes `isRead`, which only its row read: only that row runs (rules §8.3, §12.1).
// Sources: rules §1.2, §2.3, §2.8, §8.3, §12.1; https://developer.apple.com/documentation/observation/observable()
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var isRead = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books = [
        Book(id: 1, title: "Emma"),
        Book(id: 2, title: "Dune"),
        Book(id: 3, title: "Ivanhoe"),
    ]
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = Self._printChanges()
        Button("\(book.isRead ? "✓" : "○") \(book.title)") {
            book.isRead.toggle()
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = Self._printChanges()
        let sorted = library.books.sorted { $0.title < $1.title }
        let _ = print("order: \(sorted.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(sorted) { book in
                    BookRow(book: book)
                }
            }
            .toolbar {
                Button("Retitle Emma") {
                    library.books.first { $0.id == 1 }?.title = "Middlemarch"
                }
            }
        }
    }
}

:mount LibraryView()
// expect: LibraryView: @self, @identity, _library changed.
// expect: order: Dune, Emma, Ivanhoe
// expect: BookRow: @self changed.
// expect: BookRow: @self changed.
// expect: BookRow: @self changed.
:tap "○ Dune"
// expect: BookRow: @dependencies changed.
:tap "Retitle Emma"
// expect: LibraryView: @dependencies changed.
// expect: order: Dune, Ivanhoe, Middlemarch
// expect: BookRow: @dependencies changed.
:tap "○ Middlemarch"
// expect: BookRow: @dependencies changed.
