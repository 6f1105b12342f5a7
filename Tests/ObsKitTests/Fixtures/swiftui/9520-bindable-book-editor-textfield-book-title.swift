// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (@Bindable book editor: a TextField on $book.title and a Toggle on $book.isAvailable of an @Observable Book)
// Apple's Bindable page: "the following code wraps the book input with @Bindable. Then it uses a TextField to change
// the title property of a book, and a Toggle to change the isAvailable property, using the $ syntax to pass a binding
// for each property to those controls." The library view owns the book in @State and shows its status; its
// onChange(of:) actions print each change the editor makes through the bindings.
// - Toggle availability off; clear the title and type "Dune" (one change per keystroke); toggle it back on.
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text(book.isAvailable ? "\(book.title): on the shelf" : "\(book.title): checked out")
            BookEditView(book: book)
        }
        .onChange(of: book.isAvailable) { _, available in
            print("available: \(available)")
        }
        .onChange(of: book.title) { oldTitle, newTitle in
            print("title: \"\(oldTitle)\" -> \"\(newTitle)\"")
        }
    }
}

:mount LibraryView()
:toggle "Book is available"
// expect: available: false
:clear "Title"
// expect: title: "Sample Book Title" -> ""
:type "Dune" into "Title"
// expect: title: "" -> "D"
// expect: title: "D" -> "Du"
// expect: title: "Du" -> "Dun"
// expect: title: "Dun" -> "Dune"
:toggle "Book is available"
// expect: available: true
