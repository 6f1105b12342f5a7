// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable/init(_:) (Bindable(book).title on an @Environment(Book.self) model)
// Apple's Bindable init(_:) page: "you can use the initializer to create a bindable object inline with code that
// declares a view that takes a binding as a parameter", `TextField("Title", text: Bindable(book).title)` with the book
// from `@Environment(Book.self)`. Typing writes the model's title; the banner, which read the title in its body, runs
// again per keystroke; a button in the owner writes it back.
// - Clear the field; type "Hi"; "Reset title".
import SwiftUI

@Observable class Book {
    var title = "Sample Book Title"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct TitleBanner: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("banner: [\(book.title)]")
        Text(book.title)
            .font(.headline)
    }
}

struct EditorScreen: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleBanner()
            TitleEditView()
            Button("Reset title") {
                book.title = "Sample Book Title"
            }
        }
        .environment(book)
    }
}

:mount EditorScreen()
// expect: banner: [Sample Book Title]
:clear "Title"
// expect: banner: []
:type "Hi" into "Title"
// expect: banner: [H]
// expect: banner: [Hi]
:tap "Reset title"
// expect: banner: [Sample Book Title]
