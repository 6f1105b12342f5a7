// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Book passed through LibraryView and LibraryItemView, neither of which reads its properties, to BookView, which reads title: a title change updates only BookView)
import SwiftUI
import Observation

@Observable
final class Book {
    var title = "Sample Book Title"
}

struct BookView: View {
    var book: Book

    var body: some View {
        let _ = print("BookView: \(book.title)")
        Text(book.title)
    }
}

struct LibraryItemView: View {
    var book: Book

    var body: some View {
        let _ = print("LibraryItemView")
        BookView(book: book)
    }
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("LibraryView")
        VStack {
            Button("Retitle") { book.title = "Another Title" }
            LibraryItemView(book: book)
        }
    }
}

:mount LibraryView()
:tap "Retitle"
// expect: LibraryView
// expect: LibraryItemView
// expect: BookView: Sample Book Title
// expect: BookView: Another Title
