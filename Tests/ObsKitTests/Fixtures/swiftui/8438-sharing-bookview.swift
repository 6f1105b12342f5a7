// SwiftUI from Apple's documentation: Managing model data in your app (sharing a Book with BookView)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "in the following
// code LibraryView shares an instance of Book with BookView, and BookView displays the book's title. If
// the book's title changes, SwiftUI updates only BookView, and not LibraryView, because only BookView
// reads the title property." Also: "Any changes to a title updates only the individual Text
// representing the book and not the others." The rename is made from outside the list.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    init(title: String) { self.title = title }
}

let shelf = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]

struct LibraryView: View {
    @State private var books = shelf

    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            ForEach(books) { book in
                BookView(book: book)
            }
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView body: \(book.title)")
        Text(book.title)
    }
}

struct RootView: View {
    var body: some View {
        LibraryView()
        Button("Rename Persuasion") { shelf[1].title = "Northanger Abbey" }
    }
}

:mount RootView()
:tap "Rename Persuasion"

// expect: LibraryView body
// expect: BookView body: Emma
// expect: BookView body: Persuasion
// expect: BookView body: Sanditon
// expect: BookView body: Northanger Abbey
