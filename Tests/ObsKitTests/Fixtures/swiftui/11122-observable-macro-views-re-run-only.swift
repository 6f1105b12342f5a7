// Apple docs style (Observable macro): views re-run only for the properties their bodies read; an unread property and an equal assignment re-run nothing (rules §8.1, §8.3, §12.1, §12.2)
// Page: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI
import Observation

@Observable
final class Book {
    var title: String
    var author: String
    var isAvailable = true

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

struct BookTitleView: View {
    var book: Book

    var body: some View {
        let _ = Self._printChanges()
        Text(book.title)
    }
}

struct BookAuthorView: View {
    var book: Book

    var body: some View {
        let _ = Self._printChanges()
        Text(book.author)
    }
}

struct ShelfView: View {
    @State private var book = Book(title: "Sea Stories", author: "Kim")

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            BookTitleView(book: book)
            BookAuthorView(book: book)
            Button("Retitle") { book.title = "Ocean Stories" }
            Button("Lend") { book.isAvailable = false }
        }
    }
}

:mount ShelfView()
// expect: ShelfView: @self, @identity, _book changed.
// expect: BookTitleView: @self changed.
// expect: BookAuthorView: @self changed.
:tap "Retitle"
// expect: BookTitleView: @dependencies changed.
:tap "Lend"
:tap "Retitle"
