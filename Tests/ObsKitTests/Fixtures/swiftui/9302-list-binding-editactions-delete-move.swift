// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/list/init(_:editactions:rowcontent:) (iOS 16 List($books, editActions: .all): delete and move without writing onDelete/onMove)
// With `editActions:` on a List over a binding, SwiftUI removes and reorders the elements of the bound array
// itself when a row is swiped away or dragged. The owner's onChange sees the new order each time.
import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
}

struct ReadingList: View {
    @State private var books = [
        Book(id: 1, title: "Dune"),
        Book(id: 2, title: "Emma"),
        Book(id: 3, title: "Ulysses"),
    ]

    var body: some View {
        NavigationStack {
            List($books, editActions: .all) { $book in
                Text(book.title)
            }
            .navigationTitle("To read")
        }
        .onChange(of: books.map(\.title)) { _, titles in
            print("books: \(titles.joined(separator: ", "))")
        }
    }
}

:mount ReadingList()
:move "Ulysses" to 0
// expect: books: Ulysses, Dune, Emma
:delete "Dune"
// expect: books: Ulysses, Emma
:move "Ulysses" to 1
// expect: books: Emma, Ulysses
