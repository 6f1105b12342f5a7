// Style: Apple documentation ("Migrating from the Observable Object protocol to the Observable macro"): "SwiftUI updates a view only when an
// observable property changes and the view's body reads the property directly." An @Observable model put into the environment with
// `.environment(_:)` and read with `@Environment(Library.self)` is tracked per property (rules §14.2, §8.3): appending a book re-runs the view
// that read `books`, renaming re-runs the one that read `title`; the owner passes the reference on and reads neither, so it runs once. An equal
// assignment notifies nobody (rules §8.1). The model is made by the @State initial expression, once for a root made once (rules §3.1, §3.2).
import SwiftUI

@Observable
final class Library {
    var title = "My Books"
    var books: [String] = ["Dune"]
    init() { print("Library init") }
}

struct TitleView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("TitleView body: \(library.title)")
        Text(library.title)
    }
}

struct CountView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("CountView body: \(library.books.count)")
        Text("\(library.books.count) books")
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryScreen body")
        VStack {
            TitleView()
            CountView()
            Button("Add book") { library.books.append("Emma") }
            Button("Rename") { library.title = "Shelf" }
        }
        .environment(library)
    }
}

:mount LibraryScreen()
// expect: Library init
// expect: LibraryScreen body
// expect: TitleView body: My Books
// expect: CountView body: 1
:tap "Add book"
// expect: CountView body: 2
:tap "Rename"
// expect: TitleView body: Shelf
:tap "Rename"
