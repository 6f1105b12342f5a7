// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (@Observable Library in @State; only the reading subview updates)
// Apple's State page, "Store observable objects": "You can also store observable objects that you create with the
// Observable() macro in State"; "SwiftUI updates the subview anytime an observable property of the object changes,
// but only when the subview's body reads the property". ContentView only passes the object on, so changing the name
// or the books runs LibraryView's body and not ContentView's. The root is made once, so Library's init runs once.
// - "Rename", "Add book", "Add book".
import SwiftUI

@Observable
class Library {
    var name = "My library"
    var books: [String] = []

    init() {
        print("Library init")
    }
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("ContentView body")
        LibraryView(library: library)
    }
}

struct LibraryView: View {
    var library: Library

    var body: some View {
        let _ = print("LibraryView body: \(library.name), \(library.books.count) books")
        VStack {
            Text(library.name)
            Button("Rename") { library.name = "Town library" }
            Button("Add book") { library.books.append("Book \(library.books.count + 1)") }
        }
    }
}

:mount ContentView()
// expect: Library init
// expect: ContentView body
// expect: LibraryView body: My library, 0 books
:tap "Rename"
// expect: LibraryView body: Town library, 0 books
:tap "Add book"
// expect: LibraryView body: Town library, 1 books
:tap "Add book"
// expect: LibraryView body: Town library, 2 books
