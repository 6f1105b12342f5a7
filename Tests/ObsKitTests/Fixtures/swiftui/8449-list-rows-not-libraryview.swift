// SwiftUI from Apple's documentation: Managing model data in your app (List rows, not LibraryView, depend on title)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: for `List(books) { book in
// Text(book.title) }`, "LibraryView doesn't form a dependency on the property title because the view's body
// doesn't read it directly. The view stores the List content closure as an @escaping closure that SwiftUI
// calls when lazily creating list items ... each Text item of the list depends on title. Any changes to a
// title updates only the individual Text representing the book and not the others." The rename comes from
// outside; the renamed row answers to its new title, and LibraryView's body doesn't run again.
import SwiftUI

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    init(title: String) { self.title = title }
}

let shelf = [Book(title: "Emma"), Book(title: "Persuasion")]

struct LibraryView: View {
    @State private var books = shelf

    var body: some View {
        let _ = print("LibraryView body")
        List(books) { book in
            Button(book.title) { print("opened \(book.title)") }
        }
    }
}

struct RootView: View {
    var body: some View {
        LibraryView()
        Button("Rename") { shelf[1].title = "Northanger Abbey" }
    }
}

:mount RootView()
:tap "Persuasion"
:tap "Rename"
:tap "Northanger Abbey"
:tap "Emma"

// expect: LibraryView body
// expect: opened Persuasion
// expect: opened Northanger Abbey
// expect: opened Emma
