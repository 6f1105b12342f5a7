// SwiftUI from Apple's documentation: Bindable(book) makes a binding to an @Environment @Observable object's property
// Apple, Bindable init(_:) (https://developer.apple.com/documentation/swiftui/bindable/init(_:)): "you can use the
// initializer to create a bindable object inline with code that declares a view that takes a binding as a parameter:
// struct TitleEditView: View { @Environment(Book.self) private var book var body: some View { TextField("Title", text:
// Bindable(book).title) } }"
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

struct BookRoot: View {
    @State private var book = Book()
    var body: some View {
        VStack {
            TitleEditView()
            Button("Print") { print("title is \(book.title)") }
        }
        .environment(book)
    }
}

:mount BookRoot()
:type "Emma" into "Title"
:tap "Print"
// expect: title is Emma
