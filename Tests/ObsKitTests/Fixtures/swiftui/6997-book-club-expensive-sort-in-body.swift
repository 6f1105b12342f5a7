// Book club reading list: a computed property that sorts the books, evaluated in body, as the "expensive work in
// body" example of WWDC23's "Demystify SwiftUI performance"; own code. The first screen sorts in a computed
// property of the view; the second keeps the sorted list in an @Observable shelf that sorts only when a book is
// added.
// What SwiftUI does: body runs whenever a dependency changes, here the unrelated "Show pages" @State (rules §3.5),
// and a computed property read in body runs with it, so every toggle sorts again. The shelf sorts in its init and
// in `add(_:)` only; toggling re-runs the body but sorts nothing, and adding a book sorts once, in the action, then
// runs the body that reads the sorted list (rules §8.3). Mounting the second screen replaces the first.
// Sources: rules §3.1, §3.5, §8.3; WWDC23 "Demystify SwiftUI performance"
// https://developer.apple.com/videos/play/wwdc2023/10160/
import SwiftUI

struct ClubReading: Identifiable {
    let id: Int
    let title: String
    let pages: Int
}

let clubReadings = [
    ClubReading(id: 1, title: "Middlemarch", pages: 880),
    ClubReading(id: 2, title: "Dune", pages: 412),
    ClubReading(id: 3, title: "Emma", pages: 474),
]

struct ReadingListView: View {
    let books: [ClubReading]
    @State private var showPages = false

    var sortedBooks: [ClubReading] {
        print("sorting \(books.count) books")
        return books.sorted { $0.title < $1.title }
    }

    var body: some View {
        let _ = print("ReadingListView body: pages \(showPages)")
        VStack {
            Toggle("Show pages", isOn: $showPages)
            ForEach(sortedBooks) { book in
                Text(showPages ? "\(book.title) (\(book.pages))" : book.title)
            }
        }
    }
}

@Observable
final class ReadingShelf {
    private(set) var books: [ClubReading]
    private(set) var sortedBooks: [ClubReading] = []

    init(books: [ClubReading]) {
        self.books = books
        sortBooks()
    }

    func add(_ book: ClubReading) {
        books.append(book)
        sortBooks()
    }

    private func sortBooks() {
        print("sorting \(books.count) books")
        sortedBooks = books.sorted { $0.title < $1.title }
    }
}

struct ShelfReadingListView: View {
    @State private var shelf = ReadingShelf(books: clubReadings)
    @State private var showPages = false

    var body: some View {
        let _ = print("ShelfReadingListView body: pages \(showPages)")
        VStack {
            Toggle("Show pages", isOn: $showPages)
            ForEach(shelf.sortedBooks) { book in
                Text(showPages ? "\(book.title) (\(book.pages))" : book.title)
            }
            Button("Add Book") { shelf.add(ClubReading(id: 4, title: "Beloved", pages: 324)) }
        }
    }
}

:mount ReadingListView(books: clubReadings)
// expect: ReadingListView body: pages false
// expect: sorting 3 books
:toggle "Show pages"
// expect: ReadingListView body: pages true
// expect: sorting 3 books
:mount ShelfReadingListView()
// expect: sorting 3 books
// expect: ShelfReadingListView body: pages false
:toggle "Show pages"
// expect: ShelfReadingListView body: pages true
:tap "Add Book"
// expect: sorting 4 books
// expect: ShelfReadingListView body: pages true
