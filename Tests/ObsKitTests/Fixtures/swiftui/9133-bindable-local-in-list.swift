// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local variable inside a List row)
// Apple: Bindable works on "properties and variables to an Observable object ... even local variables", with the
// example `List(books) { book in @Bindable var book = book; TextField("Title", text: $book.title) }`. Typing into
// the second row's field writes that book's `title` through the binding; the other books keep theirs.
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct LibraryView: View {
    @State private var books = [Book(), Book(), Book()]

    var body: some View {
        List(books) { book in
            @Bindable var book = book
            TextField("Title", text: $book.title)
        }
        Button("Log") { print(books.map(\.title)) }
    }
}

:mount LibraryView()
:type "!" into "Title" 2
:tap "Log"
// expect: ["Sample Book Title", "Sample Book Title!", "Sample Book Title"]
