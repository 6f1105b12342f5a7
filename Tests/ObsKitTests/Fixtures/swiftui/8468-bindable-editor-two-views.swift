// SwiftUI from Apple's documentation: State (a Bindable editor two views down: BookEditorView)
// Source: developer.apple.com/documentation/swiftui/state: "If you need a binding to a specific property
// of the object, pass either the binding to the object and extract bindings to specific properties where
// needed, or pass the object reference and use the Bindable property wrapper to create bindings to
// specific properties" - ContentView's `@State private var book = Book()` goes to BookView (`var book:
// Book`) and on to BookEditorView (`@Bindable var book: Book`) with `TextField("Title", text: $book.title)`.
import SwiftUI

@Observable
class Book {
    var title = "A sample book"
    var isAvailable = true
}

struct ContentView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
        Button("Show title") { print("ContentView's book: \(book.title)") }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        BookEditorView(book: book)
    }
}

struct BookEditorView: View {
    @Bindable var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

:mount ContentView()
:clear "Title"
:type "Cranford" into "Title"
:tap "Show title"

// expect: ContentView's book: Cranford
