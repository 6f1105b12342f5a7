// Apple "Managing model data in your app" style: a library shared with .environment; the view that needs a binding declares @Bindable var library = library inside its body, so making $library.draftTitle reads the title there and each keystroke runs that view only, while a sibling that reads only the books runs when Add appends (rules §8.5, §14.2, §8.1)
import SwiftUI

@Observable
final class Library {
    var books = ["Emma"]
    var draftTitle = ""
}

struct AddBookField: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        let _ = print("AddBookField body: '\(library.draftTitle)'")
        HStack {
            TextField("New title", text: $library.draftTitle)
            Button("Add") {
                library.books.append(library.draftTitle)
                library.draftTitle = ""
            }
        }
    }
}

struct BookCount: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("BookCount body: \(library.books.count)")
        Text("\(library.books.count) books")
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            BookCount()
            AddBookField()
        }
        .environment(library)
    }
}

:mount LibraryView()
// expect: LibraryView body
// expect: BookCount body: 1
// expect: AddBookField body: ''
:type "Ivo" into "New title"
// expect: AddBookField body: 'I'
// expect: AddBookField body: 'Iv'
// expect: AddBookField body: 'Ivo'
:tap "Add"
// expect: BookCount body: 2
// expect: AddBookField body: ''
