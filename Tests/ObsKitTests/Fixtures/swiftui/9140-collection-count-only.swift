// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a body that reads only the collection, not its elements)
// The body shows `library.books.count`: it reads `books` and no property of any Book. Retitling a book (a change
// inside an element object) runs no body; appending or removing changes `books` and runs it.
import SwiftUI
import Observation

@Observable final class Book {
    var title: String
    init(title: String) { self.title = title }
}

@Observable final class Library {
    var books = [Book(title: "Emma"), Book(title: "Dune")]
}

struct CountView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("body: \(library.books.count) books")
        VStack {
            Text("\(library.books.count) books")
            Button("Retitle") { library.books[0].title += "!" }
            Button("Add") { library.books.append(Book(title: "Ulysses")) }
            Button("Remove last") { library.books.removeLast() }
        }
    }
}

:mount CountView()
// expect: body: 2 books
:tap "Retitle"
:tap "Add"
// expect: body: 3 books
:tap "Retitle"
:tap "Remove last"
// expect: body: 2 books
