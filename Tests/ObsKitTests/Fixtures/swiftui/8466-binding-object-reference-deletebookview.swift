// SwiftUI from Apple's documentation: State (a Binding to the object reference: DeleteBookView)
// Source: developer.apple.com/documentation/swiftui/state: "When storing an object, you can get a Binding
// to that object, specifically the reference to the object. This is useful when you need to change the
// reference stored in state in some other subview, such as setting the reference to nil" - ContentView
// holds `@State private var book: Book?`, sets it in `.task { book = Book() }`, and passes `$book` to
// DeleteBookView, whose "Delete book" button sets `book = nil`.
import SwiftUI

@Observable
class Book {
    var title = "A sample book"
    var isAvailable = true
}

struct ContentView: View {
    @State private var book: Book?

    var body: some View {
        let _ = print("ContentView: \(book?.title ?? "no book")")
        DeleteBookView(book: $book)
            .task {
                book = Book()
            }
    }
}

struct DeleteBookView: View {
    @Binding var book: Book?

    var body: some View {
        Button("Delete book") {
            book = nil
        }
    }
}

:mount ContentView()
:tap "Delete book"

// expect: ContentView: no book
// expect: ContentView: A sample book
// expect: ContentView: no book
