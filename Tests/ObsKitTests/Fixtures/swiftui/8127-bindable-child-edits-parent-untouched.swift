// SwiftUI from Apple's documentation: @Bindable in a child edits an @Observable model; only views that read it update
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "Use this property wrapper to create
// bindings to mutable properties of a data model object that conforms to the Observable protocol." Managing model data
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): a view depends on an observable
// property when its body reads it. The parent only passes the book on, so its body does not re-run.
import SwiftUI

@Observable
final class Book {
    var title = ""
}

struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        let _ = print("BookEditView body \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct Library: View {
    @State private var book = Book()
    var body: some View {
        let _ = print("Library body")
        BookEditView(book: book)
    }
}

:mount Library()
:type "Go" into "Title"
// expect: Library body
// expect: BookEditView body 
// expect: BookEditView body G
// expect: BookEditView body Go
