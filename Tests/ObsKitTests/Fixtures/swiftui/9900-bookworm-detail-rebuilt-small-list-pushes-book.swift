// Hacking with Swift style: Bookworm detail, rebuilt small: a list pushes a book's detail by id; the detail edits the @Observable book's rating through @Bindable and a RatingControl's @Binding; making $book.rating reads it, so the detail and the control run at each new rating, an equal one runs nothing (rules §8.5, §9.2, §9.3, §14.3, §8.1)
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var rating: Int

    init(id: Int, title: String, rating: Int) {
        self.id = id
        self.title = title
        self.rating = rating
    }
}

@Observable
final class Shelf {
    var books = [Book(id: 1, title: "Dune", rating: 4), Book(id: 2, title: "Emma", rating: 2)]
}

struct RatingControl: View {
    @Binding var rating: Int

    var body: some View {
        let _ = print("RatingControl body: \(rating)")
        HStack {
            ForEach(1..<6) { number in
                Button("\(number)★") { rating = number }
            }
        }
    }
}

struct BookDetail: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookDetail body: \(book.title)")
        VStack {
            Text(book.title)
            RatingControl(rating: $book.rating)
        }
        .navigationTitle(book.title)
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Text(book.title)
            Text(String(repeating: "★", count: book.rating))
        }
    }
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        let _ = print("ShelfView body")
        NavigationStack {
            List(shelf.books) { book in
                NavigationLink(value: book.id) {
                    BookRow(book: book)
                }
            }
            .navigationTitle("Bookworm")
            .navigationDestination(for: Int.self) { id in
                if let book = shelf.books.first(where: { $0.id == id }) {
                    BookDetail(book: book)
                }
            }
        }
    }
}

:mount ShelfView()
// expect: ShelfView body
:tap "Dune"
// expect: BookDetail body: Dune
// expect: RatingControl body: 4
:tap "5★"
// expect: BookDetail body: Dune
// expect: RatingControl body: 5
:tap "5★"
:tap "1★"
// expect: BookDetail body: Dune
// expect: RatingControl body: 1
:back
:tap "Emma"
// expect: BookDetail body: Emma
// expect: RatingControl body: 2
