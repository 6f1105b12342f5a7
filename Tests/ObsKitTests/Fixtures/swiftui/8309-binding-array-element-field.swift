// SwiftUI from Apple's documentation: $books[0].title chains an array subscript and a struct field into one TextField binding
// Apple, Binding.subscript(dynamicMember:) (https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)):
// "Use dynamic member lookup to project a property of the binding's wrapped value from a key path into a new binding. The
// returned value is read from, and written to, the original binding."
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "the text field updates this value
// continuously as the user types"
import SwiftUI

struct Book {
    var title: String
}

struct ShelfView: View {
    @State private var books = [Book(title: "Dune"), Book(title: "Emma")]
    var body: some View {
        Form {
            TextField("First title", text: $books[0].title)
            Button("Titles") { print(books.map(\.title)) }
        }
    }
}

:mount ShelfView()
:clear "First title"
:type "Ulysses" into "First title"
:tap "Titles"
// expect: ["Ulysses", "Emma"]
