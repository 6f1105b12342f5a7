// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view whose body reads a @State array of @Observable books depends on the collection: appending a book updates it; changing one book's title doesn't, since only that book's Text reads the title)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct Shelf: View {
    @State private var books = [Book(title: "Persuasion"), Book(title: "Walden")]

    var body: some View {
        let _ = print("shelf holds \(books.count)")
        VStack {
            Button("Add") { books.append(Book(title: "Book \(books.count + 1)")) }
            Button("Retitle first") { books[0].title = "Persuasion (annotated)" }
            List(books) { book in
                Text(book.title)
            }
        }
    }
}

:mount Shelf()
:tap "Retitle first"
:tap "Add"
:tap "Add"
// expect: shelf holds 2
// expect: shelf holds 3
// expect: shelf holds 4
