// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (LibraryView's List(books) makes `@Bindable var book = book` inside each row to bind a TextField; typing re-runs only that row, never LibraryView)
// Apple's Bindable page: "You can use the Bindable property wrapper on properties and variables to an
// Observable object", including a local variable inside a List's row closure:
// `List(books) { book in @Bindable var book = book; TextField("Title", text: $book.title) }`.
// The page, with the Observation rules, implies:
// - The binding writes the title into the Book object; LibraryView owns only the array, which doesn't
//   change, and its body never read a title, so it doesn't run again.
// - The row's content made `$book.title`, reading the title in the row's own scope: only the edited row
//   runs again, once per keystroke.
import SwiftUI

@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true

    init(title: String) {
        self.title = title
    }
}

struct LibraryView: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]

    var body: some View {
        let _ = print("LibraryView body")
        List(books) { book in
            @Bindable var book = book
            let _ = print("row: \(book.title)")
            TextField("Title", text: $book.title)
        }
    }
}

:mount LibraryView()
// expect: LibraryView body
// expect: row: Dune
// expect: row: Emma
// expect: row: Ulysses
:type "!" into "Title" 2
// expect: row: Emma!
:type "?" into "Title" 3
// expect: row: Ulysses?
