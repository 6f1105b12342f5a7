// Apple, State documentation ("Store observable objects"), https://developer.apple.com/documentation/swiftui/state — `@State private var library = Library()` in a child the parent re-creates: the initial expression runs at every init (a throwaway Library each time) but the installed instance and its data are kept
// Apple's State page: "A State property always instantiates its default value when SwiftUI instantiates
// the view. For this reason, avoid side effects and performance-intensive work when initializing the default
// value." SwiftUI keeps the storage made the first time (rules §3.1, §3.2, §3.3, T6). The new, unequal
// initial value makes the child's value differ, so its body runs with @self (rules §2.5; UberJason's
// ObservableWeirdness repository sees the same).
import SwiftUI

@Observable
class Library {
    var name = "My library of books"

    init() {
        print("Library init")
    }
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(library.name)
            Button("Rename library") {
                library.name = "Town library"
            }
            Button("Show name") {
                print("installed library: \(library.name)")
            }
        }
    }
}

struct ContentView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            LibraryView()
        }
    }
}

:mount ContentView()
// expect: Library init
// expect: LibraryView: @self, @identity, _library changed.
:tap "Rename library"
// expect: LibraryView: @dependencies changed.
:tap "Refresh"
// expect: Library init
// expect: LibraryView: @self changed.
:tap "Refresh"
// expect: Library init
// expect: LibraryView: @self changed.
// An equal `=` notifies nobody with Xcode 16.3+ toolchains (rules §8.1, T12): no body.
:tap "Rename library"
:tap "Show name"
// expect: installed library: Town library
