// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (to share an @Observable object stored in State, pass the reference to a subview as a plain property: the subview updates when an observable property its body reads changes)
import SwiftUI

@Observable
final class Library {
    var name = "My library of books"
}

struct LibraryName: View {
    var library: Library

    var body: some View {
        let _ = print("LibraryName shows \(library.name)")
        Text(library.name)
    }
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibraryName(library: library)
            Button("Rename") { library.name = "Town archive" }
        }
    }
}

:mount ContentView()
:tap "Rename"
// expect: LibraryName shows My library of books
// expect: LibraryName shows Town archive
