// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (tracking collections of objects)
// Apple: Observation supports "tracking optionals and collections of objects, which isn't possible when using
// ObservableObject". The body reads `books` and every element's `title`, so retitling an element re-runs it, and
// so does appending; an element's `isAvailable` is not read and changes nothing on screen.
import SwiftUI
import Observation

@Observable final class Book {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

@Observable final class Shelf {
    var books = [Book(title: "Emma"), Book(title: "Dune")]
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        let titles = shelf.books.map(\.title).joined(separator: ", ")
        let _ = print("body: \(titles)")
        VStack {
            Text(titles)
            Button("Retitle second") { shelf.books[1].title = "Dune Messiah" }
            Button("Lend first") { shelf.books[0].isAvailable.toggle() }
            Button("Add") { shelf.books.append(Book(title: "Ulysses")) }
        }
    }
}

:mount ShelfView()
// expect: body: Emma, Dune
:tap "Lend first"
:tap "Retitle second"
// expect: body: Emma, Dune Messiah
:tap "Add"
// expect: body: Emma, Dune Messiah, Ulysses
:tap "Lend first"
