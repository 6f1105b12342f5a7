// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view that reads an @Observable model from the environment declares @Bindable var book = book in its body to bind a TextField to the shared object)
import SwiftUI

@Observable
class Book {
    var title = "Draft"
}

struct TitleEditView: View {
    @Environment(Book.self) private var book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
    }
}

struct TitleHeader: View {
    @Environment(Book.self) private var book

    var body: some View {
        let _ = print("header shows \(book.title)")
        Text(book.title)
    }
}

struct BookEditor: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            TitleHeader()
            TitleEditView()
        }
        .environment(book)
    }
}

:mount BookEditor()
:clear "Title"
:type "Go" into "Title"
// expect: header shows Draft
// expect: header shows 
// expect: header shows G
// expect: header shows Go
