// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", its step from
// EnvironmentObject to Environment: the app puts the @Observable library in the environment with
// `.environment(library)` and views read it with `@Environment(Library.self)`.
// - The App's @State model is made when the App value is made, once (Apple `state`; rules §3.1, §15.16).
// - `@Environment(Model.self)` tracks reads per property, as a body reading the object directly (rules §14.2, §8.3;
//   Apple "migrating"): the header reads only `name`, the shelf only `books`, the list view reads nothing.
// - Views made by a body that does not run are not rebuilt; only the view whose read changed runs (rules §0.2).
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"
    var books: [String] = ["Dune", "Emma"]

    init() { print("Library init") }
}

struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct LibraryView: View {
    var body: some View {
        let _ = print("LibraryView body")
        VStack {
            LibraryHeader()
            BookShelf()
        }
    }
}

struct LibraryHeader: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("header: \(library.name)")
        VStack {
            Text(library.name)
            Button("Rename") { library.name = "Town Library" }
        }
    }
}

struct BookShelf: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("shelf: \(library.books.joined(separator: ", "))")
        VStack {
            ForEach(library.books, id: \.self) { title in
                Text(title)
            }
            Button("Add book") { library.books.append("Ulysses") }
        }
    }
}

:mount LibraryApp()
// expect: Library init
// expect: LibraryView body
// expect: header: City Library
// expect: shelf: Dune, Emma
:tap "Rename"
// expect: header: Town Library
:tap "Add book"
// expect: shelf: Dune, Emma, Ulysses
