// SwiftUI from Apple's documentation: Managing model data in your app (deleting from a collection) with ForEach's onDelete
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "As changes occur to
// books, such as inserting, deleting, moving, or replacing items in the collection, SwiftUI updates the
// view." DynamicViewContent.onDelete(perform:): "Sets the deletion action for the dynamic view", called
// with the offsets of the rows to delete. The Library is Observable and LibraryView reads `books`.
import SwiftUI

@Observable class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryView: \(library.books.map(\.title).joined(separator: ", "))")
        List {
            ForEach(library.books) { book in
                Text(book.title)
            }
            .onDelete { offsets in
                library.books.remove(atOffsets: offsets)
            }
        }
    }
}

:mount LibraryView()
:delete "Persuasion"
:delete "Emma"

// expect: LibraryView: Emma, Persuasion, Sanditon
// expect: LibraryView: Emma, Sanditon
// expect: LibraryView: Sanditon
