// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view that gets an @Observable book from the environment declares `@Bindable var book = book` in its body to bind a TextField)
// Apple's article: @Environment gives no bindings, so a view that needs one declares a local
// `@Bindable var book = book` inside `body` and uses `$book.title`. Here the book is put in the environment
// by its owner; one view edits the title, one shows it, one shows availability.
// - Typing writes the title through the local binding: the view that shows the title runs once per
//   keystroke.
// - The availability view read only `isAvailable`: it never runs again.
import SwiftUI
import Observation

@Observable
class Book {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct TitleView: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("title view: \(book.title)")
        Text(book.title)
    }
}

struct AvailabilityView: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("availability view: \(book.isAvailable)")
        Text(book.isAvailable ? "Available" : "Checked out")
    }
}

struct BookScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleView()
            TitleEditView()
            AvailabilityView()
        }
        .environment(book)
    }
}

:mount BookScreen()
// expect: title view: Sample Book Title
// expect: availability view: true
:clear "Title"
// expect: title view: 
:type "Emma" into "Title"
// expect: title view: E
// expect: title view: Em
// expect: title view: Emm
// expect: title view: Emma
