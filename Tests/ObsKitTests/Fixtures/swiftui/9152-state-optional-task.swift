// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (deferring the model's creation with task)
// Apple's State page defers the object: `@State private var library: Library?` and `.task { library = Library() }`.
// The first update shows no library; the task then makes one, the state change runs ContentView again, and
// LibraryView gets the object. Later, LibraryView alone runs when the `name` it reads changes.
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"
    init() { print("Library init") }
}

struct LibraryView: View {
    let library: Library?

    var body: some View {
        let _ = print("library view: \(library?.name ?? "loading")")
        VStack {
            Text(library?.name ?? "Loading…")
            Button("Rename") { library?.name = "Town Library" }
        }
    }
}

struct ContentView: View {
    @State private var library: Library?

    var body: some View {
        let _ = print("content body")
        LibraryView(library: library)
            .task {
                library = Library()
            }
    }
}

:mount ContentView()
// expect: content body
// expect: library view: loading
// expect: Library init
// expect: content body
// expect: library view: City Library
:tap "Rename"
// expect: library view: Town Library
