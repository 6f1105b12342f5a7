// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list), its section "Supporting
// multidimensional lists": a ForEach of Sections, each with an inner ForEach over the section's own items. Own code:
// a library with two shelves ("To read", "Read"); finishing a book moves it from the first shelf to the second.
// - Each inner row is identified inside its own section's ForEach (rules §1.1: structural place; §1.2: ids name
//   nodes within their ForEach). Moving a book to another shelf takes its id out of one ForEach and puts it into
//   another: the old node is destroyed (onDisappear) and a new one is made with fresh @State, even though the book's
//   id is the same (rules §1.2, §1.4, §11.1).
// - Adding a book to a shelf makes one row there; the other rows keep their nodes, @State and (with equal values)
//   skip their bodies (rules §2.7).
// - In the move's update the new row's body runs during the update and the old row's onDisappear after it (rules
//   §10.3); rows print no onAppear. The script starts with one book, so each update makes at most one row.
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
}

struct Shelf: Identifiable {
    let id: String
    var books: [Book]
}

struct BookRow: View {
    let book: Book
    @State private var stars = 0

    var body: some View {
        let _ = print("BookRow body \(book.title), stars \(stars)")
        Button("\(book.title): \(stars) stars") {
            stars += 1
        }
        .onDisappear {
            print("BookRow disappeared \(book.title)")
        }
    }
}

struct Library: View {
    @State private var shelves = [
        Shelf(id: "To read", books: [Book(id: 1, title: "Dune")]),
        Shelf(id: "Read", books: []),
    ]

    var body: some View {
        let _ = print("Library body: \(shelves.map { "\($0.id) [\($0.books.map(\.title).joined(separator: ", "))]" }.joined(separator: " | "))")
        List {
            ForEach(shelves) { shelf in
                Section(shelf.id) {
                    ForEach(shelf.books) { book in
                        BookRow(book: book)
                    }
                }
            }
            Button("Add Emma") {
                shelves[0].books.append(Book(id: 2, title: "Emma"))
            }
            Button("Finish Dune") {
                if let index = shelves[0].books.firstIndex(where: { $0.title == "Dune" }) {
                    let book = shelves[0].books.remove(at: index)
                    shelves[1].books.append(book)
                }
            }
        }
    }
}

:mount Library()
// expect: Library body: To read [Dune] | Read []
// expect: BookRow body Dune, stars 0
:tap "Dune: 0 stars"
// expect: BookRow body Dune, stars 1
:tap "Add Emma"
// expect: Library body: To read [Dune, Emma] | Read []
// expect: BookRow body Emma, stars 0
:tap "Emma: 0 stars"
// expect: BookRow body Emma, stars 1
:tap "Finish Dune"
// expect: Library body: To read [Emma] | Read [Dune]
// expect: BookRow body Dune, stars 0
// expect: BookRow disappeared Dune
:tap "Emma: 1 stars"
// expect: BookRow body Emma, stars 2
:tap "Dune: 0 stars"
// expect: BookRow body Dune, stars 1
