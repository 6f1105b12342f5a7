// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (TitleEditView reads the book with @Environment(Book.self) and makes `@Bindable var book = book` in its body to bind a TextField; the view that put the book in the environment with .environment(book) sees the new title)
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book

        TextField("Title", text: $book.title)
    }
}

struct BookDetail: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text(book.title)
            TitleEditView()
        }
        .environment(book)
        .onChange(of: book.title) { _, title in
            print("title: \"\(title)\"")
        }
    }
}

:mount BookDetail()
:type "!" into "Title"
:clear "Title"
// expect: title: "Sample Book Title!"
// expect: title: ""
