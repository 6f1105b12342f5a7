// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable/init(_:) (Bindable(book).title on a model read with @Environment)
// Apple's TitleEditView reads the book with `@Environment(Book.self)` and makes the field's binding inline with
// `Bindable(book).title`. Each keystroke writes `title` through the binding; the body reads `title` (it shows it),
// so it runs once per keystroke. The root reads nothing of the book.
import SwiftUI
import Observation

@Observable final class Book {
    var title = "Emma"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("edit body: \(book.title)")
        VStack {
            Text("Editing \(book.title)")
            TextField("Title", text: Bindable(book).title)
        }
    }
}

struct RootView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("root body")
        TitleEditView()
            .environment(book)
        Button("Log") { print("title is \(book.title)") }
    }
}

:mount RootView()
// expect: root body
// expect: edit body: Emma
:type "s" into "Title"
// expect: edit body: Emmas
:type "!" into "Title"
// expect: edit body: Emmas!
:tap "Log"
// expect: title is Emmas!
