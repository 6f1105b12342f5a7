// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a local `@Bindable var book = book` inside a List's row closure provides the binding a TextField needs to edit each book's title)
import SwiftUI

@Observable class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct ShelfEditor: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma")]

    var body: some View {
        VStack {
            Button("Print titles") { print(books.map(\.title).joined(separator: ", ")) }
            List(books) { book in
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
        }
    }
}

:mount ShelfEditor()
:type "!" into "Title" 2
:type "?" into "Title" 1
:tap "Print titles"
// expect: Dune?, Emma!
