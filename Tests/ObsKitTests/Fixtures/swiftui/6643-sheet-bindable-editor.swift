// Follows Apple's page "Bindable" (developer.apple.com/documentation/swiftui/bindable), whose example edits a Book's
// title with @Bindable in a view that closes itself with dismiss: here that editor is shown in a sheet.
// - $book.title writes the @Observable object (Apple `bindable`; rules §8.5, §9.2). The presenter's body read
//   book.title, so each keystroke (one turn each, README `:type`) runs it once (rules §8.3, §10.1), although the
//   presenter holds the book in @State and never reassigns it (rules §3.7).
// - The sheet's onAppear runs at each presentation (rules §13.1, §11.1) and sees the current title.
// - "Close" calls dismiss() (Apple `dismissaction`; rules §15.12) and changes no data: nothing prints.
// - The editor's body prints nothing: both it and the presenter read the title, and which of two hierarchies
//   updates first in one turn is not specified.
import SwiftUI

@Observable
final class Book {
    var title: String

    init(title: String) {
        self.title = title
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            HStack {
                Text("Title")
                TextField("Title", text: $book.title)
                    .textFieldStyle(.roundedBorder)
            }
            Button("Close") { dismiss() }
        }
        .padding()
        .onAppear { print("editor appeared, \(book.title)") }
    }
}

struct BookView: View {
    @State private var book = Book(title: "Dune")
    @State private var isEditorPresented = false

    var body: some View {
        let _ = print("BookView body, \(book.title)")
        VStack {
            Text(book.title)
            Button("Edit") { isEditorPresented = true }
        }
        .sheet(isPresented: $isEditorPresented) {
            BookEditView(book: book)
        }
    }
}

:mount BookView()
// expect: BookView body, Dune
:tap "Edit"
// expect: editor appeared, Dune
:type "!?" into "Title"
// expect: BookView body, Dune!
// expect: BookView body, Dune!?
:tap "Close"
:tap "Edit"
// expect: editor appeared, Dune!?
