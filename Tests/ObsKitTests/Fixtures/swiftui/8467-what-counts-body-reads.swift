// SwiftUI from Apple's documentation: Managing model data in your app (what counts as "the body reads it")
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "Note: Observation tracks
// changes to any observable property that appears in the execution scope of a view's body property", and
// "If other properties change that body doesn't read, the view is unaffected". A helper property of the
// view called from body is in that scope; a property read only inside an `if` that isn't taken is not
// read by that run of body. While details are hidden, the author change doesn't update the view.
import SwiftUI

@Observable class Book {
    var title = "Sample Book Title"
    var author = "Sample Author"
}

struct BookView: View {
    var book: Book
    var showDetails: Bool

    private var heading: String { book.title.uppercased() }

    var body: some View {
        let _ = print("body: \(heading)\(showDetails ? " by \(book.author)" : "")")
        Text(heading)
        if showDetails {
            Text(book.author)
        }
    }
}

struct RootView: View {
    @State private var book = Book()
    @State private var showDetails = false

    var body: some View {
        BookView(book: book, showDetails: showDetails)
        Button("Rename") { book.title = "Cranford" }
        Button("Set author") { book.author = "Elizabeth Gaskell" }
        Button("Details") { showDetails = true }
        Button("Fix author") { book.author = "E. Gaskell" }
    }
}

:mount RootView()
:tap "Rename"
:tap "Set author"
:tap "Details"
:tap "Fix author"

// expect: body: SAMPLE BOOK TITLE
// expect: body: CRANFORD
// expect: body: CRANFORD by Elizabeth Gaskell
// expect: body: CRANFORD by E. Gaskell
