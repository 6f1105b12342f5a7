// objc.io-style "Observation through a chain of objects": a library's featured book is an @Observable object too; rating it runs only the card, replacing it runs the library screen and hands the card a new book
// What SwiftUI does: the screen's body reads `library.featured` to build the card, so it depends on that
// property (rules §8.4); the card's body reads the book's `title` and `rating` (rules §8.3). Rating the book
// changes the book only: the card runs with `@dependencies` (rules §12.1). Assigning a new book notifies the
// screen (a new object, not identical, rules §8.1): it runs with `@dependencies`, and the card, given another
// reference, differs and runs with `@self` (rules §2.3, §2.7). Rating the new book runs the card again.
// Sources: rules §2.3, §2.7, §8.1, §8.3, §8.4, §12.1, §12.2.
import SwiftUI
import Observation

@Observable
final class Book {
    var title: String
    var rating: Int

    init(title: String, rating: Int) {
        self.title = title
        self.rating = rating
    }
}

@Observable
final class Library {
    var featured = Book(title: "Emma", rating: 4)
}

struct BookCard: View {
    let book: Book

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("BookCard body: \(book.title), \(book.rating) stars")
        Text("\(book.title), \(book.rating) stars")
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            BookCard(book: library.featured)
            Button("Rate up") { library.featured.rating += 1 }
            Button("Feature Dune") { library.featured = Book(title: "Dune", rating: 3) }
        }
    }
}

:mount LibraryScreen()
// expect: LibraryScreen: @self, @identity, _library changed.
// expect: BookCard: @self changed.
// expect: BookCard body: Emma, 4 stars
:tap "Rate up"
// expect: BookCard: @dependencies changed.
// expect: BookCard body: Emma, 5 stars
:tap "Feature Dune"
// expect: LibraryScreen: @dependencies changed.
// expect: BookCard: @self changed.
// expect: BookCard body: Dune, 3 stars
:tap "Rate up"
// expect: BookCard: @dependencies changed.
// expect: BookCard body: Dune, 4 stars
