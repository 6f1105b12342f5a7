// Check error: navigationDestination(for:) with a type that is not Hashable
import SwiftUI

struct Book {
    var title: String
}

struct LibraryView: View {
    let books = [Book(title: "Dune"), Book(title: "Emma")]

    var body: some View {
        NavigationStack {
            List(books, id: \.title) { book in
                Text(book.title)
            }
            .navigationDestination(for: Book.self) { book in
                Text(book.title)
            }
        }
    }
}

:mount LibraryView()
// expect-error: instance method 'navigationDestination(for:destination:)' requires that 'Book' conform to 'Hashable'
