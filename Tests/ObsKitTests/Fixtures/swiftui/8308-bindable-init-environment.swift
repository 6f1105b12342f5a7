// SwiftUI from Apple's documentation: Bindable(book).title makes a binding to an @Observable read from the environment
// Apple, Bindable.init(_:) (https://developer.apple.com/documentation/swiftui/bindable/init(_:)): "This initializer is
// equivalent to init(wrappedValue:), but is more succinct when when creating bindable objects nested within other
// expressions." (Apple's example: `@Environment(Book.self) private var book` and
// `TextField("Title", text: Bindable(book).title)`)
import SwiftUI

@Observable
class Book {
    var title = "Sample Book Title"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book
    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct BookRoot: View {
    @State private var book = Book()
    var body: some View {
        VStack {
            TitleEditView()
            Button("Print title") { print(book.title) }
        }
        .environment(book)
    }
}

:mount BookRoot()
:type "!" into "Title"
:tap "Print title"
// expect: Sample Book Title!
