// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable/init(_:) (`Bindable(book).title` from an @Environment object)
// Bindable's init(_:) "is more succinct when creating bindable objects nested within other expressions": the page's
// TitleEditView reads `@Environment(Book.self) private var book` and binds `TextField("Title", text:
// Bindable(book).title)`.
// - The book lives in the root's @State and is placed in the environment with `.environment(_:)`.
// - The title view reads `title`, so it runs again for each change made through the field.
import SwiftUI
import Observation

@Observable
class Book {
    var title = "Sample Book Title"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct TitleView: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("title: [\(book.title)]")
        Text(book.title)
    }
}

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView()
            TitleEditView()
        }
        .environment(book)
    }
}

:mount BookScreen()
// expect: title: [Sample Book Title]
:type "s" into "Title"
// expect: title: [Sample Book Titles]
:clear "Title"
// expect: title: []
