// SwiftUI from Apple's documentation: @Bindable gives a TextField a binding to an observable model's property
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// wrap the model with @Bindable and pass `$book.title` to a TextField to change `title`; a view whose body reads a
// tracked property is updated when it changes, and the owner that never reads it is not ("updates only BookView,
// and not LibraryView"). Each typed character writes `title` once.
import SwiftUI

@Observable
final class Book {
    var title = ""
}

struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        let _ = print("BookEditView body '\(book.title)'")
        TextField("Title", text: $book.title)
    }
}

struct LibraryView: View {
    @State private var book = Book()
    var body: some View {
        let _ = print("LibraryView body")
        BookEditView(book: book)
    }
}

:mount LibraryView()
:type "Ox" into "Title"
// expect: LibraryView body
// expect: BookEditView body ''
// expect: BookEditView body 'O'
// expect: BookEditView body 'Ox'
