// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (dependencies come from what body reads when it runs: once the branch showing book.author is gone, a change of author no longer updates the view, while title, still read, does)
import SwiftUI

@Observable class Book {
    var title = "Emma"
    var author = "Austen"
}

let book = Book()

struct BookCard: View {
    @State private var showAuthor = true

    var body: some View {
        let _ = print("BookCard body: showAuthor \(showAuthor)")
        VStack {
            Text(book.title)
            if showAuthor {
                Text(book.author)
            }
            Button("Hide author") { showAuthor = false }
            Button("Change author") { print("author changed"); book.author += "!" }
            Button("Change title") { print("title changed"); book.title += "!" }
        }
    }
}

:mount BookCard()
:tap "Change author"
:tap "Hide author"
:tap "Change author"
:tap "Change title"
// expect: BookCard body: showAuthor true
// expect: author changed
// expect: BookCard body: showAuthor true
// expect: BookCard body: showAuthor false
// expect: author changed
// expect: title changed
// expect: BookCard body: showAuthor false
