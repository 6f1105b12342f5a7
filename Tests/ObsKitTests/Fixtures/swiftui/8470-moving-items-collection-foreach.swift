// SwiftUI from Apple's documentation: Managing model data in your app (moving items in a collection) with ForEach's onMove
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "As changes occur to
// books, such as inserting, deleting, moving, or replacing items in the collection, SwiftUI updates the
// view." DynamicViewContent.onMove(perform:): "Sets the move action for the dynamic view", called with
// the source offsets and the destination; MutableCollection.move(fromOffsets:toOffset:) reorders.
import SwiftUI

@Observable class Book: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable class Library {
    var books: [Book] = [Book(title: "Emma"), Book(title: "Persuasion"), Book(title: "Sanditon")]
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("order: \(library.books.map(\.title).joined(separator: ", "))")
        List {
            ForEach(library.books) { book in
                Text(book.title)
            }
            .onMove { source, destination in
                library.books.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

struct RootView: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

:mount RootView()
:move "Sanditon" to 0

// expect: order: Emma, Persuasion, Sanditon
// expect: order: Sanditon, Emma, Persuasion
