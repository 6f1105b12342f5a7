// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view reading a collection updates when elements are inserted or removed; List's row closure runs outside the body, so a title change updates the row but not LibraryView)
import SwiftUI

@Observable class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma")]

    var body: some View {
        let _ = print("LibraryView body: \(books.count) books")
        VStack {
            Button("Add") { books.append(Book(title: "Ulysses")) }
            Button("Remove") { books.removeFirst() }
            Button("Retitle last") { books[books.count - 1].title = "Persuasion" }
            List(books) { book in
                Text(book.title)
                    .onTapGesture { print("tapped row \(book.title)") }
            }
        }
    }
}

:mount LibraryView()
:tap "Add"
print("-- retitle")
:tap "Retitle last"
:tap "Persuasion"
:tap "Remove"
:tap "Emma"
// expect: LibraryView body: 2 books
// expect: LibraryView body: 3 books
// expect: -- retitle
// expect: tapped row Persuasion
// expect: LibraryView body: 2 books
// expect: tapped row Emma
