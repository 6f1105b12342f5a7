// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", the same app after the
// migration: @Observable replaces ObservableObject, the @Published wrappers go, @State replaces @StateObject and
// the subviews take the model as a plain property.
// - "In SwiftUI, a view forms a dependency on an observable data model object ... when the view's body reads a
//   property of the object ... If other properties change that body doesn't read, the view is unaffected"
//   (Apple "migrating"; rules §8.3). The owner only passes the reference on, so it reads nothing and never runs again.
// - A subview handed the same reference compares equal and its body is skipped (rules §2.3, §2.7).
// - Assigning an equal value with `=` notifies nobody (rules §8.1; checked with swiftc 6.3.1 and its Observation
//   module: an equal `=` fired no withObservationTracking onChange, `+= 0` did).
// - The @State storage is made once, at install, and released at unmount (rules §3.2, §1.4).
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"
    var books: [String] = ["Dune", "Emma"]

    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryView: View {
    @State private var library = Library()

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
    var library: Library

    var body: some View {
        let _ = print("name view: \(library.name)")
        Text(library.name)
    }
}

struct BookCountView: View {
    var library: Library

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
// expect: name view: Town Library
:tap "Add book"
// expect: count view: 3 books
:tap "Rename"
:unmount
// expect: Library deinit
