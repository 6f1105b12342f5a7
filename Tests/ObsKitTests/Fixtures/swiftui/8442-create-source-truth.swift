// SwiftUI from Apple's documentation: Managing model data in your app (Create the source of truth)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "By wrapping the
// book with State, you're telling SwiftUI to manage the storage of the instance. Each time SwiftUI
// re-creates BookView, it connects the book variable to the managed instance, providing the view a
// single source of truth for the model data." The parent re-creates BookView when its flag changes;
// the edited book survives.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
}

struct BookView: View {
    @State private var book = Book()
    let highlighted: Bool

    var body: some View {
        Text(book.title)
        Button("Rename") { book.title = "David Copperfield" }
        Button("Show") { print("highlighted \(highlighted), title \(book.title)") }
    }
}

struct Shelf: View {
    @State private var highlighted = false

    var body: some View {
        Button("Highlight") { highlighted.toggle() }
        BookView(highlighted: highlighted)
    }
}

:mount Shelf()
:tap "Rename"
:tap "Show"
:tap "Highlight"
:tap "Show"
:tap "Highlight"
:tap "Show"

// expect: highlighted false, title David Copperfield
// expect: highlighted true, title David Copperfield
// expect: highlighted false, title David Copperfield
