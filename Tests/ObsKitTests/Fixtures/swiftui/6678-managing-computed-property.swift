// Follows Apple's "Managing model data in your app", its note that "Observation also supports tracking of computed
// properties when the computed property makes use of an observable property": Library's availableBooksCount filters
// `books` by each book's `isAvailable`.
// - A body that reads the computed property depends on the stored properties the getter read: `books` and every
//   book's `isAvailable`, not the titles (Apple "managing model data"; rules §8.3; checked with swiftc 6.3.1: a
//   tracked computed property fired onChange when a stored property it reads changed).
// - Each row makes `$book.isAvailable` from a local @Bindable, which reads `isAvailable`, and shows `title`
//   (Apple `bindable`; rules §8.5). The badge sits above the rows, so it runs first (rules §2.8).
import SwiftUI
import Observation

@Observable final class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable: Bool

    init(id: Int, title: String, isAvailable: Bool) {
        self.id = id
        self.title = title
        self.isAvailable = isAvailable
    }
}

@Observable final class Library {
    var books = [
        Book(id: 1, title: "Dune", isAvailable: true),
        Book(id: 2, title: "Emma", isAvailable: false),
        Book(id: 3, title: "Ulysses", isAvailable: true),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct AvailabilityBadge: View {
    var library: Library

    var body: some View {
        let _ = print("badge: \(library.availableBooksCount) of \(library.books.count) available")
        Text("\(library.availableBooksCount) available")
    }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        @Bindable var book = book
        let _ = print("row \(book.id): \(book.title)")
        HStack {
            Toggle(book.title, isOn: $book.isAvailable)
            Button("New edition \(book.id)") { book.title += " II" }
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryView body")
        List {
            AvailabilityBadge(library: library)
            ForEach(library.books) { book in
                BookRow(book: book)
            }
        }
    }
}

:mount LibraryView()
// expect: LibraryView body
// expect: badge: 2 of 3 available
// expect: row 1: Dune
// expect: row 2: Emma
// expect: row 3: Ulysses
:toggle "Emma"
// expect: badge: 3 of 3 available
// expect: row 2: Emma
:tap "New edition 1"
// expect: row 1: Dune II
:toggle "Ulysses"
// expect: badge: 2 of 3 available
// expect: row 3: Ulysses
