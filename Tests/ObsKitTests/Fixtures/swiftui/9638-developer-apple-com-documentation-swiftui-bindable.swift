// Apple, "Bindable", https://developer.apple.com/documentation/swiftui/bindable — BookEditView takes an @Observable Book with @Bindable and edits it through $book.title and $book.isAvailable; only views whose bodies read a property run when it changes
// Apple's page: "Use this property wrapper to create bindings to mutable properties of a data model object that
// conforms to the Observable protocol." Making $book.title reads title once, so BookEditView depends on title and
// isAvailable (rules §8.5); LibraryView reads only the title (§8.3). A keystroke runs both, the toggle runs only
// the editor.
import SwiftUI

@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        let _ = print("BookEditView body")
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

struct LibraryView: View {
    @State private var book = Book()

    var body: some View {
        let _ = print("LibraryView body: '\(book.title)'")
        VStack {
            Text(book.title)
            BookEditView(book: book)
            Button("Report") {
                print("report: '\(book.title)', available \(book.isAvailable)")
            }
        }
    }
}

:mount LibraryView()
// expect: LibraryView body: 'Sample Book Title'
// expect: BookEditView body
:clear "Title"
// expect: LibraryView body: ''
// expect: BookEditView body
:type "Go" into "Title"
// expect: LibraryView body: 'G'
// expect: BookEditView body
// expect: LibraryView body: 'Go'
// expect: BookEditView body
:toggle "Book is available"
// expect: BookEditView body
:tap "Report"
// expect: report: 'Go', available false
