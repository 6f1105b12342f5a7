// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable/init(_:) (Bindable(book).title makes a binding to a model read with @Environment(Book.self): typing edits the same object the ancestor put in the environment)
import SwiftUI

@Observable
class Book {
    var title = "Old title"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        TextField("Title", text: Bindable(book).title)
    }
}

struct BookDetail: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text("Title: \(book.title)")
            TitleEditView()
            Button("Print title") { print("title: \(book.title)") }
        }
        .environment(book)
    }
}

:mount BookDetail()
:clear "Title"
:type "New" into "Title"
:tap "Print title"
// expect: title: New
