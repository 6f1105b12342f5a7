// Follows Apple's "Managing model data in your app", its section on sharing model data through the view hierarchy:
// the root puts its @State library in the environment, views two levels down read it with
// `@Environment(Library.self)`, and the views in between never mention it.
// - `.environment(_:)` makes the object available to the whole subtree; reading it is by type (Apple "managing model
//   data", `environment`; rules §14.2).
// - Only the bodies that read a property depend on it (rules §8.3, §14.2): the title reads `name`, the panel reads
//   `checkedOut`; the root and the screen in between read nothing of the model and never run again (rules §0.2).
import SwiftUI
import Observation

@Observable final class Library {
    var name = "City Library"
    var checkedOut = 0

    init() { print("Library init") }
}

struct RootView: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("RootView body")
        NavigationStack {
            ShelfScreen()
        }
        .environment(library)
    }
}

struct ShelfScreen: View {
    var body: some View {
        let _ = print("ShelfScreen body")
        VStack {
            LibraryTitle()
            CheckoutPanel()
        }
    }
}

struct LibraryTitle: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("title: \(library.name)")
        Text(library.name)
    }
}

struct CheckoutPanel: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("panel: \(library.checkedOut) checked out")
        VStack {
            Text("\(library.checkedOut) checked out")
            Button("Check out") { library.checkedOut += 1 }
            Button("Rename library") { library.name = "Town Library" }
        }
    }
}

:mount RootView()
// expect: Library init
// expect: RootView body
// expect: ShelfScreen body
// expect: title: City Library
// expect: panel: 0 checked out
:tap "Check out"
// expect: panel: 1 checked out
:tap "Check out"
// expect: panel: 2 checked out
:tap "Rename library"
// expect: title: Town Library
