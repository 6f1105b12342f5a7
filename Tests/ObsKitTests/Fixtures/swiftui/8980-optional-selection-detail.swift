// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (Observation tracks optionals: a detail pane given the selected Book? updates when the selection changes and when the selected book's title changes, and not when a book that isn't selected is renamed)
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

struct DetailPane: View {
    var book: Book?

    var body: some View {
        let _ = print("detail: \(book?.title ?? "none")")
        Text(book?.title ?? "Select a book")
    }
}

struct Browser: View {
    @State private var books = [Book(title: "Kim"), Book(title: "Nana")]
    @State private var selected: Book?

    var body: some View {
        VStack {
            Button("Pick first") { selected = books[0] }
            Button("Rename first") { books[0].title = "Kim (Penguin)" }
            Button("Rename second") { books[1].title = "Nana (Folio)" }
            DetailPane(book: selected)
        }
    }
}

:mount Browser()
:tap "Pick first"
:tap "Rename second"
:tap "Rename first"
// expect: detail: none
// expect: detail: Kim
// expect: detail: Kim (Penguin)
