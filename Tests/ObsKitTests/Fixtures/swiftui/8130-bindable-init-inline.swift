// SwiftUI from Apple's documentation: Bindable(book).title as an inline binding to an environment object
// Apple, Bindable init(_:) (https://developer.apple.com/documentation/swiftui/bindable/init(_:)): "you can use the
// initializer to create a bindable object inline with code that declares a view that takes a binding as a parameter":
// TextField("Title", text: Bindable(book).title). Typing through that binding updates a sibling whose body reads the title.
import SwiftUI

@Observable
final class Book {
    var title = ""
}

struct TitleEditView: View {
    @Environment(Book.self) private var book
    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct TitlePreview: View {
    @Environment(Book.self) private var book
    var body: some View {
        let _ = print("TitlePreview \(book.title)")
        Text(book.title)
    }
}

struct Root: View {
    @State private var book = Book()
    var body: some View {
        VStack {
            TitleEditView()
            TitlePreview()
        }
        .environment(book)
    }
}

:mount Root()
:type "Hi" into "Title"
// expect: TitlePreview 
// expect: TitlePreview H
// expect: TitlePreview Hi
