// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local made in body from an @Environment model)
// An @Observable library model put in the environment; sort controls make `@Bindable var library = library` in
// their body to bind a Picker and a Toggle; a book list reads only the sort order.
// - Bindable: "You can use the Bindable property wrapper on properties and variables to an Observable object. This
//   includes ... even local variables"; https://developer.apple.com/documentation/swiftui/bindable/init(_:) shows
//   the @Environment(Book.self) case.
// - https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
//   views update on "the observable properties that a view's body reads": the list runs for a new sort order,
//   not for the "Show read books" toggle.
import SwiftUI

@Observable
final class Library {
    var sortOrder = "Title"
    var showRead = true
}

struct SortControls: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        Form {
            Picker("Sort by", selection: $library.sortOrder) {
                ForEach(["Title", "Author", "Date"], id: \.self) { key in
                    Text(key)
                }
            }
            Toggle("Show read books", isOn: $library.showRead)
        }
    }
}

struct BookList: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("book list sorted by \(library.sortOrder)")
        Text("Books by \(library.sortOrder)")
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            BookList()
            SortControls()
        }
        .environment(library)
    }
}

:mount LibraryRoot()
// expect: book list sorted by Title
:pick "Author" in "Sort by"
// expect: book list sorted by Author
:toggle "Show read books"
:pick "Date" in "Sort by"
// expect: book list sorted by Date
