// Apple, "Bindable" (BookEditView with @Bindable var book and TextField bound to $book.title); rules §8.5, §12.2: making $book.title reads title, so the editor re-runs at each keystroke
import SwiftUI

@Observable
class Book {
    var title = "Dune"
    var isAvailable = true
}

struct BookTitleLabel: View {
    var book: Book

    var body: some View {
        let _ = print("BookTitleLabel body: \(book.title)")
        Text(book.title)
            .font(.title)
    }
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Title", text: $book.title)
        }
    }
}

struct ReadingListView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("ReadingListView body")
        VStack {
            BookTitleLabel(book: book)
            BookEditView(book: book)
        }
    }
}

:mount ReadingListView()
:type "s!" into "Title"

// expect: ReadingListView body
// expect: BookTitleLabel body: Dune
// expect: BookEditView: @self changed.
// expect: BookTitleLabel body: Dunes
// expect: BookEditView: @dependencies changed.
// expect: BookTitleLabel body: Dunes!
// expect: BookEditView: @dependencies changed.
