// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", its first listed benefit:
// "Tracking optionals and collections of objects, which isn't possible when using ObservableObject". The same
// library twice: ObservableObject books in a @Published array and optional, against @Observable ones.
// - A @Published property publishes only when it is set; changing a property of an object inside the array (or the
//   optional) sets nothing on the library, so the library's objectWillChange stays silent and its observers do
//   not run (rules §6.1, §6.3; checked with swiftc 6.3.1: `lib.books[0].title = x` and `lib.featured?.title = x`
//   on class elements run no didSet of `books`/`featured`).
// - With Observation a body depends on every property it reads along the way, `books`, `featured` and each book's
//   `title` (Apple "migrating"; rules §8.3). Setting `featured` itself publishes in both libraries (rules §6.3).
// - The owner observes the old library through @StateObject and runs on its changes only (rules §4.4).
import SwiftUI
import Observation

final class OldBook: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

final class OldLibrary: ObservableObject {
    @Published var books = [OldBook(title: "Dune"), OldBook(title: "Emma")]
    @Published var featured: OldBook?
}

@Observable final class NewBook {
    var title: String
    init(title: String) { self.title = title }
}

@Observable final class NewLibrary {
    var books = [NewBook(title: "Dune"), NewBook(title: "Emma")]
    var featured: NewBook?
}

struct OldFirstBook: View {
    @ObservedObject var library: OldLibrary

    var body: some View {
        let _ = print("old: first \(library.books[0].title), featured \(library.featured?.title ?? "none")")
        Text(library.books[0].title)
    }
}

struct NewFirstBook: View {
    var library: NewLibrary

    var body: some View {
        let _ = print("new: first \(library.books[0].title), featured \(library.featured?.title ?? "none")")
        Text(library.books[0].title)
    }
}

struct CompareView: View {
    @StateObject private var legacy = OldLibrary()
    @State private var modern = NewLibrary()

    var body: some View {
        let _ = print("CompareView body")
        VStack {
            OldFirstBook(library: legacy)
            NewFirstBook(library: modern)
            Button("Rename first") {
                legacy.books[0].title = "Dune Messiah"
                modern.books[0].title = "Dune Messiah"
            }
            Button("Feature second") {
                legacy.featured = legacy.books[1]
                modern.featured = modern.books[1]
            }
            Button("Retitle featured") {
                legacy.featured?.title = "Persuasion"
                modern.featured?.title = "Persuasion"
            }
        }
    }
}

:mount CompareView()
// expect: CompareView body
// expect: old: first Dune, featured none
// expect: new: first Dune, featured none
:tap "Rename first"
// expect: new: first Dune Messiah, featured none
:tap "Feature second"
// expect: CompareView body
// expect: old: first Dune Messiah, featured Emma
// expect: new: first Dune Messiah, featured Emma
:tap "Retitle featured"
// expect: new: first Dune Messiah, featured Persuasion
