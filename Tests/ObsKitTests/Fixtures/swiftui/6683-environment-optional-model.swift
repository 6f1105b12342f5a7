// Follows Apple's `Environment` page on observable objects: where there is no guarantee that an object is in the
// environment, declare the property optional (`@Environment(Library.self) private var library: Library?`), and
// then, without the object, "SwiftUI returns nil instead of throwing an exception".
// - Without `.environment(library)` above it the badge gets nil; with it, the object (rules §14.2).
// - `if connected { A } else { B }` gives each branch its own node: flipping it makes a new badge (rules §1.1).
// - The badge depends on `name` only while it reads it through a non-nil library (rules §8.3): a rename with no
//   library attached runs nothing. The parent reads `connected`, never `name`.
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"

    init() { print("Library init") }
}

struct LibraryBadge: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        let _ = print("badge: \(library?.name ?? "no library")")
        Text(library?.name ?? "No library")
    }
}

struct ContentView: View {
    @State private var library = Library()
    @State private var connected = false

    var body: some View {
        let _ = print("ContentView body, connected \(connected)")
        VStack {
            if connected {
                LibraryBadge()
                    .environment(library)
            } else {
                LibraryBadge()
            }
            Button(connected ? "Disconnect" : "Connect") { connected.toggle() }
            Button("Rename") {
                library.name = library.name == "City Library" ? "Town Library" : "City Library"
            }
        }
    }
}

:mount ContentView()
// expect: Library init
// expect: ContentView body, connected false
// expect: badge: no library
:tap "Rename"
:tap "Connect"
// expect: ContentView body, connected true
// expect: badge: Town Library
:tap "Rename"
// expect: badge: City Library
:tap "Disconnect"
// expect: ContentView body, connected false
// expect: badge: no library
