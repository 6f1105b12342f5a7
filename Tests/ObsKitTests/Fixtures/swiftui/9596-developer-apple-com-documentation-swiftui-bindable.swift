// Apple, Bindable documentation, https://developer.apple.com/documentation/swiftui/bindable — a book from @Environment(Book.self) made bindable with a local `@Bindable var book = book` inside body; each view re-runs only for the properties its body reads
// Apple's Bindable page: "You can use the Bindable property wrapper on properties and variables to an
// Observable object. This includes global variables, properties that exists outside of SwiftUI types, or
// even local variables", with TitleEditView reading the book from the environment and writing
// `@Bindable var book = book` in its body. Making `$book.title` reads `title` (rules §8.5), so the editor
// depends on the title; the screen that owns the book reads only `isAvailable` and is left alone by typing.
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct ShelfView: View {
    @State private var book = Book()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(book.isAvailable ? "On the shelf" : "Checked out")
            Button("Check out") { book.isAvailable.toggle() }
            TitleEditView()
        }
        .environment(book)
    }
}

:mount ShelfView()
// expect: ShelfView: @self, @identity, _book changed.
// expect: TitleEditView: @self, @identity, _book changed.
:type "s!" into "Title"
// expect: TitleEditView: @dependencies changed.
// expect: TitleEditView: @dependencies changed.
:tap "Check out"
// expect: ShelfView: @dependencies changed.
:tap "Check out"
// expect: ShelfView: @dependencies changed.
