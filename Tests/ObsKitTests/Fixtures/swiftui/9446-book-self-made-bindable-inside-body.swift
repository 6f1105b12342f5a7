// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/bindable (an @Observable model put in the environment with .environment(model), read with @Environment(Book.self), and made bindable inside body with `@Bindable var book = book` so a TextField can edit it; a sibling view that reads only the author is not updated by edits to the title)
// Apple's Bindable page shows this pattern for an environment object: `@Bindable var book = book` in the body, then
// `$book.title`. The editor's body reads the title (its Text), so typing re-runs it. The byline view reads only
// `author`; Observation tracks per property (WWDC23 "Discover Observation in SwiftUI"), so title edits never run
// it. Changing the author runs only the byline, since the editor's body never reads it.
// - Type "s" into the title: the editor runs. "Change author": the byline runs.
import SwiftUI

@Observable
class Book {
    var title = "Sample Book Title"
    var author = "Jane Doe"
}

struct TitleEditor: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book
        let _ = print("editor body: \(book.title)")
        VStack {
            Text("Editing \(book.title)")
            TextField("Title", text: $book.title)
        }
    }
}

struct Byline: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("byline body: by \(book.author)")
        Text("by \(book.author)")
    }
}

struct LibraryScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleEditor()
            Byline()
            Button("Change author") {
                book.author = "John Appleseed"
            }
        }
        .environment(book)
    }
}

:mount LibraryScreen()
// expect: editor body: Sample Book Title
// expect: byline body: by Jane Doe
:type "s" into "Title"
// expect: editor body: Sample Book Titles
:tap "Change author"
// expect: byline body: by John Appleseed
