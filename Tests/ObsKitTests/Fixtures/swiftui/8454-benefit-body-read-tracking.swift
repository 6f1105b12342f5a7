// SwiftUI from Apple's documentation: Migrating from the Observable Object protocol to the Observable macro (the benefit of body-read tracking)
// Source: developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
// Observation gives "Updating views based on changes to the observable properties that a view's body
// reads instead of any property changes that occur to an observable object". ObservedObject: "invalidates
// a view whenever the observable object changes" (any @Published property). Both views read only the
// title; the isAvailable change updates the ObservableObject one and not the Observable one.
import SwiftUI

class OldBook: ObservableObject {
    @Published var title = "Sample Book Title"
    @Published var isAvailable = true
}

@Observable class NewBook {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct OldBookView: View {
    @ObservedObject var book: OldBook

    var body: some View {
        let _ = print("OldBookView body: \(book.title)")
        Text(book.title)
    }
}

struct NewBookView: View {
    var book: NewBook

    var body: some View {
        let _ = print("NewBookView body: \(book.title)")
        Text(book.title)
    }
}

struct RootView: View {
    @StateObject private var oldBook = OldBook()
    @State private var newBook = NewBook()

    var body: some View {
        OldBookView(book: oldBook)
        NewBookView(book: newBook)
        Button("Check out both") {
            oldBook.isAvailable = false
            newBook.isAvailable = false
        }
    }
}

:mount RootView()
:tap "Check out both"

// expect: OldBookView body: Sample Book Title
// expect: NewBookView body: Sample Book Title
// expect: OldBookView body: Sample Book Title
