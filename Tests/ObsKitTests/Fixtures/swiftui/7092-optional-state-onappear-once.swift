// The workaround the @Observable-in-@State articles suggest for an expensive model: keep `@State private var
// library: Library?`, start it as nil, and make the model once in `onAppear`, so parent renders make no throwaways.
// What SwiftUI does: the optional's initial value is nil at every init, so no model is made while the parent renders,
// and the screen compares equal and does not run (rules §2.5, §3.1). onAppear runs after the first update (rules
// §10.3, §11.1) and sets the state, which the body read, so the screen runs again and shows the shelves, and the
// new child runs its first body (rules §3.5). A later parent render runs neither onAppear (rules §11.1) nor the
// screen. Adding a shelf runs only the child that read `shelves` (rules §8.3).
// Sources: rules §2.5, §3.1, §3.5, §8.3, §10.3, §11.1;
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@Observable
final class Library {
    var shelves = 3

    init() {
        print("Library init")
    }
}

struct ShelfCount: View {
    let library: Library

    var body: some View {
        let _ = print("ShelfCount body: \(library.shelves)")
        VStack {
            Text("\(library.shelves) shelves")
            Button("Add shelf") {
                library.shelves += 1
            }
        }
    }
}

struct LibraryScreen: View {
    @State private var library: Library?

    var body: some View {
        let _ = print("LibraryScreen body: \(library == nil ? "loading" : "ready")")
        VStack {
            if let library {
                ShelfCount(library: library)
            } else {
                Text("Loading")
            }
        }
        .onAppear {
            if library == nil {
                library = Library()
            }
        }
    }
}

struct AppShell: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("AppShell body: \(ticks)")
        VStack {
            LibraryScreen()
            Button("Tick") {
                ticks += 1
            }
        }
    }
}

:mount AppShell()
// expect: AppShell body: 0
// expect: LibraryScreen body: loading
// expect: Library init
// expect: LibraryScreen body: ready
// expect: ShelfCount body: 3
:tap "Tick"
// expect: AppShell body: 1
:tap "Add shelf"
// expect: ShelfCount body: 4
