// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", the app as it stands
// before the migration: a Library conforming to ObservableObject with @Published properties, owned by a
// @StateObject and handed to two subviews as @ObservedObject.
// - The @StateObject's model is made once, right before its owner's first body (Apple `stateobject`; rules §4.2, §4.3).
// - Every view holding the object through @StateObject or @ObservedObject subscribes to objectWillChange, so any
//   @Published change re-runs all of them, whatever each body read: the page's reason to migrate ("instead of any
//   property changes that occur to an observable object"; rules §4.4, §5.1, §6.5).
// - One update runs each invalidated view once, the parent before its children, siblings top-down (rules §2.8, §10.1).
// - Unmounting releases the @StateObject and the model deinits (rules §1.4, §4.4).
import SwiftUI

final class Library: ObservableObject {
    @Published var name = "City Library"
    @Published var books: [String] = ["Dune", "Emma"]

    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            LibraryNameView(library: library)
            BookCountView(library: library)
            Button("Rename") { library.name = "Town Library" }
            Button("Add book") { library.books.append("Ulysses") }
        }
    }
}

struct LibraryNameView: View {
    @ObservedObject var library: Library

    var body: some View {
        let _ = print("name view: \(library.name)")
        Text(library.name)
    }
}

struct BookCountView: View {
    @ObservedObject var library: Library

    var body: some View {
        let _ = print("count view: \(library.books.count) books")
        Text("\(library.books.count) books")
    }
}

:mount LibraryView()
// expect: Library init
// expect: LibraryView body
// expect: name view: City Library
// expect: count view: 2 books
:tap "Rename"
// expect: LibraryView body
// expect: name view: Town Library
// expect: count view: 2 books
:tap "Add book"
// expect: LibraryView body
// expect: name view: Town Library
// expect: count view: 3 books
:unmount
// expect: Library deinit
