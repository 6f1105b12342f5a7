// SwiftUI from Apple's documentation: a @Bindable local variable inside body gives a row's TextField a binding
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "You can use the Bindable property wrapper
// on properties and variables to an Observable object. This includes global variables, properties that exists outside of
// SwiftUI types, or even local variables. For example, you can create a @Bindable variable within a view's body"
import SwiftUI

@Observable
class Book: Identifiable {
    var title: String
    init(_ title: String) { self.title = title }
}

struct LibraryView: View {
    @State private var books = [Book("Dune"), Book("Emma")]
    var body: some View {
        List {
            ForEach(books) { book in
                @Bindable var book = book
                TextField("Title of \(book.title)", text: $book.title)
            }
            Button("List titles") { print(books.map(\.title)) }
        }
    }
}

:mount LibraryView()
:type "s" into "Title of Emma"
:tap "List titles"
// expect: ["Dune", "Emmas"]
