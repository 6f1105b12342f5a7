// SwiftUI from Apple's documentation: Managing model data in your app (Change model data in a view)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "With Observation in
// SwiftUI, a view can support data changes without using property wrappers or bindings. For example,
// the following toggles the isAvailable property of a book in the action closure of a button" - the
// button reads `book.isAvailable ? "Check out" : "Return"`, so after a tap it offers the other action.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookView: View {
    var book: Book

    var body: some View {
        List {
            Text(book.title)
            HStack {
                Text(book.isAvailable ? "Available for checkout" : "Waiting for return")
                Spacer()
                Button(book.isAvailable ? "Check out" : "Return") {
                    book.isAvailable.toggle()
                    print("isAvailable is now \(book.isAvailable)")
                }
            }
        }
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        BookView(book: book)
    }
}

:mount RootView()
:tap "Check out"
:tap "Return"
:tap "Check out"

// expect: isAvailable is now false
// expect: isAvailable is now true
// expect: isAvailable is now false
