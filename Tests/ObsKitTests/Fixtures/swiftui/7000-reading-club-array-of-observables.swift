// Reading club shelf: an @Observable club holding an array of @Observable books, one row per book, as WWDC23's
// "Discover Observation in SwiftUI" shows arrays of observable models; own code. Rows mark a book read; buttons add a
// book and remove the first.
// What SwiftUI does: a row's body reads its own book's `isRead`, so marking one book runs only that row; the shelf
// read the `books` array, not the books' properties (rules §8.3). Appending a book runs the shelf and builds only the
// new row: the other rows are handed the same references and skip their bodies (rules §2.3, §2.7). Removing the first
// book runs the shelf; its row dies, and with it the last holder of the book, which deinits (rules §1.2, §1.4).
// Sources: rules §1.2, §1.4, §2.3, §2.7, §8.3; WWDC23 "Discover Observation in SwiftUI"
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class ShelfBook: Identifiable {
    let id: Int
    let title: String
    var isRead = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
        print("ShelfBook init: \(title)")
    }

    deinit { print("ShelfBook deinit: \(title)") }
}

@Observable
final class ReadingClub {
    var books: [ShelfBook] = [ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma")]
}

struct ShelfBookRow: View {
    let book: ShelfBook

    var body: some View {
        let _ = print("ShelfBookRow body: \(book.title), read \(book.isRead)")
        Button(book.isRead ? "Unread \(book.title)" : "Read \(book.title)") {
            book.isRead.toggle()
        }
    }
}

struct ClubShelfView: View {
    @State private var club = ReadingClub()

    var body: some View {
        let _ = print("ClubShelfView body: \(club.books.count) books")
        VStack {
            ForEach(club.books) { book in
                ShelfBookRow(book: book)
            }
            Button("Add Book") { club.books.append(ShelfBook(id: 3, title: "Ulysses")) }
            Button("Remove First") { club.books.removeFirst() }
        }
    }
}

:mount ClubShelfView()
// expect: ShelfBook init: Dune
// expect: ShelfBook init: Emma
// expect: ClubShelfView body: 2 books
// expect: ShelfBookRow body: Dune, read false
// expect: ShelfBookRow body: Emma, read false
:tap "Read Dune"
// expect: ShelfBookRow body: Dune, read true
:tap "Add Book"
// expect: ShelfBook init: Ulysses
// expect: ClubShelfView body: 3 books
// expect: ShelfBookRow body: Ulysses, read false
:tap "Remove First"
// expect: ClubShelfView body: 2 books
// expect: ShelfBook deinit: Dune
:tap "Read Emma"
// expect: ShelfBookRow body: Emma, read true
