// SwiftUI from Apple's documentation: Bindable init(_:) (TitleEditView with an environment Book)
// Source: developer.apple.com/documentation/swiftui/bindable/init(_:): "Creates a bindable object from
// an observable object ... more succinct when creating bindable objects nested within other
// expressions", with `@Environment(Book.self) private var book` and `TextField("Title", text:
// Bindable(book).title)`. Typing edits the Book placed in the environment; a sibling that reads the title updates with each
// change (ObsREPL's README: `:type` types one character per turn, `:clear` empties the field in one turn).
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct TitleLabel: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("label: [\(book.title)]")
        Text(book.title)
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleEditView()
            TitleLabel()
        }
        .environment(book)
    }
}

:mount RootView()
:clear "Title"
:type "Ivy" into "Title"

// expect: label: [Sample Book Title]
// expect: label: []
// expect: label: [I]
// expect: label: [Iv]
// expect: label: [Ivy]
