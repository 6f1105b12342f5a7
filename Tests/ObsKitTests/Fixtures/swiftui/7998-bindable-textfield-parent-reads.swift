// SwiftUI from Apple's documentation: typing through a @Bindable binding updates the view whose body reads that property
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "Use this property wrapper to create bindings to
// mutable properties of a data model object that conforms to the Observable protocol." The TextField writes `title` through
// `$book.title`; LibraryRow's body reads `book.title`, so it re-runs once per typed character; `pages` is never written, and
// `Book`'s init runs once (the @State initial value of a view made once).
import SwiftUI

@Observable
final class Book {
    var title = ""
    var pages = 100
    init() { print("Book init") }
}

struct TitleEditor: View {
    @Bindable var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

struct LibraryRow: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("LibraryRow body: '\(book.title)'")
        VStack {
            Text(book.title)
            TitleEditor(book: book)
        }
    }
}

:mount LibraryRow()
// expect: Book init
// expect: LibraryRow body: ''
:type "Emma" into "Title"
// expect: LibraryRow body: 'E'
// expect: LibraryRow body: 'Em'
// expect: LibraryRow body: 'Emm'
// expect: LibraryRow body: 'Emma'
