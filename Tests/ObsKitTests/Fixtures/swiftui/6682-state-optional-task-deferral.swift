// Follows Apple's `State` page, its advice for @Observable models: "A State property always instantiates its
// default value when SwiftUI instantiates the view ... you can defer the creation of the object using the
// task(priority:_:) modifier, which is called only once when the view first appears" (`@State private var
// library: Library?` plus `.task { library = Library() }`).
// - The parent re-renders and builds ContentView again (rules §2.6); its @State starts at nil, so no Library is
//   made, and the equal new value skips ContentView's body (Apple `state`; rules §2.5, §3.1, §2.7).
// - The task starts after the first update and runs once; its write to @State re-runs the body that read it, and
//   LibraryView gets a new value (nil to an object) (rules §11.3, §10.1, §3.4, §3.5).
// - Unmounting releases the state: the library deinits (rules §1.4).
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"

    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryView: View {
    var library: Library?

    var body: some View {
        let _ = print("LibraryView body: \(library?.name ?? "loading")")
        Text(library?.name ?? "Loading...")
    }
}

struct ContentView: View {
    @State private var library: Library?

    init() { print("ContentView init") }

    var body: some View {
        let _ = print("ContentView body")
        LibraryView(library: library)
            .task {
                print("task runs")
                library = Library()
            }
    }
}

struct AppRoot: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("AppRoot body \(ticks)")
        VStack {
            Button("Tick") { ticks += 1 }
            ContentView()
        }
    }
}

:mount AppRoot()
// expect: AppRoot body 0
// expect: ContentView init
// expect: ContentView body
// expect: LibraryView body: loading
// expect: task runs
// expect: Library init
// expect: ContentView body
// expect: LibraryView body: City Library
:tap "Tick"
// expect: AppRoot body 1
// expect: ContentView init
:tap "Tick"
// expect: AppRoot body 2
// expect: ContentView init
:unmount
// expect: Library deinit
