// SwiftUI from Apple's documentation: a @Bindable local inside body over an @Environment(Model.self) object
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "You can use the Bindable property wrapper
// on properties and variables to an Observable object ... or even local variables", e.g. `@Bindable var book = book`
// inside body; the view's body reads book.title, so each edit re-runs it.
import SwiftUI

@Observable
final class Book {
    var title = "A"
}

struct TitleEditor: View {
    @Environment(Book.self) private var book
    var body: some View {
        @Bindable var book = book
        let _ = print("TitleEditor body \(book.title)")
        TextField("Title", text: $book.title)
    }
}

struct Shelf: View {
    @State private var book = Book()
    var body: some View {
        TitleEditor()
            .environment(book)
    }
}

:mount Shelf()
:type "b" into "Title"
// expect: TitleEditor body A
// expect: TitleEditor body Ab
