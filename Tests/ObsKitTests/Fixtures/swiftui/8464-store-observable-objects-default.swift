// SwiftUI from Apple's documentation: State (Store observable objects: the default value is made each time)
// Source: developer.apple.com/documentation/swiftui/state: "You can also store observable objects that you
// create with the Observable() macro in State" (`@State private var library = Library()`). "A State
// property always instantiates its default value when SwiftUI instantiates the view. For this reason,
// avoid side effects and performance-intensive work when initializing the default value." Managing model
// data in your app: each time SwiftUI re-creates the view, "it connects the book variable to the managed
// instance". The parent re-creates ContentView on each tap: a new Library is made each time, but the view
// keeps using the first one.
import SwiftUI

var librariesMade = 0

@Observable
class Library {
    var name = "My library of books"
    let serial: Int

    init() {
        librariesMade += 1
        serial = librariesMade
        print("Library #\(serial) made")
    }
}

struct ContentView: View {
    @State private var library = Library()
    let generation: Int

    var body: some View {
        Button("Which library") { print("generation \(generation) uses Library #\(library.serial)") }
    }
}

struct Parent: View {
    @State private var generation = 0

    var body: some View {
        Button("Rebuild") { generation += 1 }
        ContentView(generation: generation)
    }
}

:mount Parent()
:tap "Which library"
:tap "Rebuild"
:tap "Which library"

// expect: Library #1 made
// expect: generation 0 uses Library #1
// expect: Library #2 made
// expect: generation 1 uses Library #1
