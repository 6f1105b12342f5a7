// Library: the book list of Apple's "Managing model data in your app" sample (Library and Book as @Observable
// classes), own names and code. The root owns the Library in @State and injects it with .environment(_:); each row
// shows one Book, and a badge shows how many books are available.
// What SwiftUI does: Observation tracks reads per property and per object (rules §8.3). Renaming a book runs only its
// row, which read that book's title; checking a book out runs only the badge, which read `isAvailable` through the
// computed count; adding a book changes `books`, read by the badge and the list: both run, and only the new row is
// built, the other rows holding the same objects and skipping (rules §1.2, §2.3, §2.7). The root reads nothing of the
// library in its body, so it never runs again; the library is made once (rules §3.2).
// Sources: rules §1.2, §2.3, §2.7, §3.2, §8.3; Apple
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var author: String
    var isAvailable = true

    init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(id: 1, title: "Tide Pools", author: "R. Okafor"),
        Book(id: 2, title: "Owl Country", author: "M. Lind"),
        Book(id: 3, title: "Moss and Stone", author: "J. Park"),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }

    init() { print("Library init") }
}

struct AvailabilityBadge: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("AvailabilityBadge body: \(library.availableBooksCount) available")
        Text("\(library.availableBooksCount) available")
            .font(.caption)
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        VStack(alignment: .leading) {
            Text(book.title)
            Text(book.author)
                .font(.caption)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LibraryView body: \(library.books.count) books")
        List {
            ForEach(library.books) { book in
                BookView(book: book)
            }
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            AvailabilityBadge()
            LibraryView()
            HStack {
                Button("Rename First") { library.books[0].title = "Tide Pools, Revised" }
                Button("Check Out First") { library.books[0].isAvailable = false }
                Button("Add Book") {
                    library.books.append(Book(id: 4, title: "River Maps", author: "A. Quist"))
                }
            }
        }
        .environment(library)
    }
}

:mount LibraryRoot()
// expect: Library init
// expect: AvailabilityBadge body: 3 available
// expect: LibraryView body: 3 books
// expect: BookView body: Tide Pools
// expect: BookView body: Owl Country
// expect: BookView body: Moss and Stone
:tap "Rename First"
// expect: BookView body: Tide Pools, Revised
:tap "Check Out First"
// expect: AvailabilityBadge body: 2 available
:tap "Add Book"
// expect: AvailabilityBadge body: 3 available
// expect: LibraryView body: 4 books
// expect: BookView body: River Maps
