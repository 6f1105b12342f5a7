// Follows Apple's "Managing model data in your app" and the `Bindable` page's example of a local @Bindable in a
// body: TitleEditView gets the book with `@Environment(Book.self)` and writes `@Bindable var book = book` to make
// `$book.title` for its TextField.
// - Bindable "may be a local in a body" and is no dynamic property; making `$book.title` reads `title`, so the editor
//   depends on it (Apple `bindable`; rules §8.5). The badge reads `title` through its own @Environment (rules §14.2).
// - The screen only passes the book on with `.environment(book)` and reads none of its properties, so it never runs
//   again; each keystroke runs the badge, then the editor (siblings top-down, rules §2.8).
import SwiftUI
import Observation

@Observable final class Book {
    var title = "Dune"

    init() { print("Book init") }
}

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("BookScreen body")
        VStack {
            TitleBadge()
            TitleEditView()
        }
        .environment(book)
    }
}

struct TitleBadge: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("badge: '\(book.title)'")
        Text(book.title)
    }
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book
        let _ = print("editor body")
        TextField("Title", text: $book.title)
    }
}

:mount BookScreen()
// expect: Book init
// expect: BookScreen body
// expect: badge: 'Dune'
// expect: editor body
:type "!?" into "Title"
// expect: badge: 'Dune!'
// expect: editor body
// expect: badge: 'Dune!?'
// expect: editor body
:clear "Title"
// expect: badge: ''
// expect: editor body
