// SwiftUI from Apple's documentation: State (a Binding to the stored object, with bindings extracted from it)
// Source: developer.apple.com/documentation/swiftui/state: "State properties provide bindings to their value.
// When storing an object, you can get a Binding to that object, specifically the reference to the object."
// "If you need a binding to a specific property of the object, pass either the binding to the object and
// extract bindings to specific properties where needed, or pass the object reference and use the Bindable
// property wrapper". Here ContentView passes `$book`, and the editor extracts `$book.title`.
import SwiftUI

@Observable
class Book {
    var title = "A sample book"
    var isAvailable = true
}

struct ContentView: View {
    @State private var book = Book()

    var body: some View {
        BookEditorView(book: $book)
        Button("Show title") { print("ContentView's book: \(book.title)") }
    }
}

struct BookEditorView: View {
    @Binding var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

:mount ContentView()
:clear "Title"
:type "Ruth" into "Title"
:tap "Show title"

// expect: ContentView's book: Ruth
