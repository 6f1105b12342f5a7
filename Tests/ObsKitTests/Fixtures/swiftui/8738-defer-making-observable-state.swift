// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (defer making an observable state object with an optional @State filled in by .task, which runs once when the view first appears: the parent re-making the view doesn't make more models)
import SwiftUI

@Observable class Library {
    var checkouts = 0
    init() { print("Library init") }
}

struct LibraryPanel: View {
    @State private var library: Library?

    var body: some View {
        VStack {
            Text(library == nil ? "loading" : "ready")
            Button("Check out") {
                library?.checkouts += 1
                print("checkouts: \(library?.checkouts ?? -1)")
            }
        }
        .task {
            library = Library()
        }
    }
}

struct Home: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            Text("refreshed \(refreshes)")
            LibraryPanel()
        }
    }
}

:mount Home()
:tap "Check out"
:tap "Refresh"
:tap "Refresh"
:tap "Check out"
// expect: Library init
// expect: checkouts: 1
// expect: checkouts: 2
