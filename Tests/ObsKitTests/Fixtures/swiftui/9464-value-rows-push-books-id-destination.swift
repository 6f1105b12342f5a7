// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (a list of @Observable books whose NavigationLink(value:) rows push the book's id; the destination looks the book up and edits it with @Bindable, and the list sees the edit after going back)
// Apple's navigationDestination(for:destination:) page: "Associates a destination view with a presented data type
// for use within a navigation stack." The links present the book's id (an Int); the destination closure gets that
// value and builds the editor. The editor takes the book as @Bindable (Bindable page) and binds a Stepper to its
// rating, so the change lands in the shared object, and the list's onChange over the ratings reports it.
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

struct BookEditor: View {
    @Bindable var book: Book
    var body: some View {
        Form {
            Text(book.title)
            Stepper("Rating \(book.rating)", value: $book.rating, in: 0...5)
        }
    }
}

struct Library: View {
    @State private var books = [
        Book(id: 1, title: "Dune", rating: 4),
        Book(id: 2, title: "Emma", rating: 3)
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink("\(book.title): \(book.rating)", value: book.id)
            }
            .navigationDestination(for: Int.self) { id in
                if let book = books.first(where: { $0.id == id }) {
                    BookEditor(book: book)
                }
            }
        }
        .onChange(of: books.map(\.rating)) { _, ratings in
            print("ratings \(ratings)")
        }
    }
}

:mount Library()
:tap "Emma: 3"
:step "Rating 3" up
// expect: ratings [4, 4]
:step "Rating 4" up
// expect: ratings [4, 5]
:step "Rating 5" up
:back
:tap "Dune: 4"
:step "Rating 4" down
// expect: ratings [3, 5]
:back
:tap "Emma: 5"
