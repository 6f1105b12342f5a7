// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (a body re-runs only for the properties it reads)
// Apple lists, as a benefit of Observation, "updating views based on changes to the observable properties that a
// view's body reads instead of any property changes that occur to an observable object". The body reads `title`
// only, so changing `author` or `pageCount` runs no body; changing `title` runs it once.
import SwiftUI
import Observation

@Observable final class Book {
    var title = "Emma"
    var author = "Jane Austen"
    var pageCount = 474
}

struct BookTitleView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("body: \(book.title)")
        VStack {
            Text(book.title)
            Button("Retitle") { book.title = "Persuasion" }
            Button("Re-author") { book.author += "!" }
            Button("More pages") { book.pageCount += 10 }
        }
    }
}

:mount BookTitleView()
// expect: body: Emma
:tap "Re-author"
:tap "More pages"
:tap "Retitle"
// expect: body: Persuasion
:tap "More pages"
:tap "Re-author"
