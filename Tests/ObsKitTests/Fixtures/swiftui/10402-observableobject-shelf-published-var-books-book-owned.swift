// Hacking with Swift Bookworm style (no SwiftData): an ObservableObject shelf with @Published var books: [Book] owned by @StateObject; starring one book runs the shelf's body (any change reaches its observer) and only the starred row, which takes its book by value (rules §4.2, §6.5, §2.3, §12.1)
import SwiftUI

struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
    var favorite = false
}

final class Shelf: ObservableObject {
    @Published var books = [
        Book(id: 1, title: "Dune"),
        Book(id: 2, title: "Emma"),
        Book(id: 3, title: "Ulysses"),
    ]

    init() { print("Shelf init") }
    deinit { print("Shelf deinit") }

    func toggleFavorite(_ id: Int) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].favorite.toggle()
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        let _ = Self._printChanges()
        Text(book.favorite ? "\(book.title) ★" : book.title)
    }
}

struct ShelfView: View {
    @StateObject private var shelf = Shelf()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ShelfView body: \(shelf.books.filter(\.favorite).count) favorites")
        List {
            ForEach(shelf.books) { book in
                HStack {
                    BookRow(book: book)
                    Button(book.favorite ? "Unstar \(book.title)" : "Star \(book.title)") {
                        shelf.toggleFavorite(book.id)
                    }
                }
            }
        }
    }
}

:mount ShelfView()
// expect: Shelf init
// expect: ShelfView: @self, @identity, _shelf changed.
// expect: ShelfView body: 0 favorites
// expect: BookRow: @self changed.
// expect: BookRow: @self changed.
// expect: BookRow: @self changed.
:tap "Star Emma"
// expect: ShelfView: _shelf changed.
// expect: ShelfView body: 1 favorites
// expect: BookRow: @self changed.
:tap "Unstar Emma"
// expect: ShelfView: _shelf changed.
// expect: ShelfView body: 0 favorites
// expect: BookRow: @self changed.
:unmount
// expect: Shelf deinit
