// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (defer creating an @Observable object in an optional @State with task, which is called only once when the view first appears: the parent's renders make no further instances)
import SwiftUI

@Observable
final class Library {
    var name = "My library of books"
    init() { print("Library init") }
}

struct LibraryView: View {
    @State private var library: Library?

    var body: some View {
        VStack {
            if let library {
                Text(library.name)
            } else {
                Text("Loading...")
            }
        }
        .task {
            library = Library()
        }
    }
}

struct Shelf: View {
    @State private var renders = 0

    var body: some View {
        VStack {
            Text("Renders: \(renders)")
            Button("Render") { renders += 1 }
            LibraryView()
        }
    }
}

:mount Shelf()
:tap "Render"
:tap "Render"
// expect: Library init
