// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (Observation tracks through an optional: a banner reading `library.selected?.title` follows whichever book is selected, and ignores the others)
// Apple's migration article lists "Tracking optionals and collections of objects, which isn't possible when using
// ObservableObject" as the first benefit of Observation. The banner's body reads `selected` and, when a book is
// selected, that book's `title`; those are its dependencies, renewed each time the body runs. So renaming a book
// that is not selected does nothing, renaming the selected one re-runs the banner, and after a new selection the old
// book's title is no longer watched.
// - Mount: nothing selected.
// - "Rename Dune" before any selection: no body runs.
// - "Select Dune", then "Rename Dune": the banner runs each time; "Rename Emma" does nothing.
// - "Select Emma": the banner runs; now "Rename Dune" does nothing and "Rename Emma" re-runs it.
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    var selected: Book?
}

struct SelectionBanner: View {
    let library: Library

    var body: some View {
        let title = library.selected?.title
        let _ = print("banner body: \(title ?? "nothing selected")")
        Text(title.map { "Reading \($0)" } ?? "Pick a book")
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            SelectionBanner(library: library)
            Button("Select Dune") { library.selected = library.books[0] }
            Button("Select Emma") { library.selected = library.books[1] }
            Button("Rename Dune") { library.books[0].title += "!" }
            Button("Rename Emma") { library.books[1].title += "!" }
        }
    }
}

:mount LibraryScreen()
// expect: banner body: nothing selected
:tap "Rename Dune"
:tap "Select Dune"
// expect: banner body: Dune!
:tap "Rename Dune"
// expect: banner body: Dune!!
:tap "Rename Emma"
:tap "Select Emma"
// expect: banner body: Emma!
:tap "Rename Dune"
:tap "Rename Emma"
// expect: banner body: Emma!!
