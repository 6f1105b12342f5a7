// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (an @Observable Library as a @State default value is made at every init of the view; deferring it to .task makes it once)
// Apple's State page, "Store observable objects": "A State property always instantiates its default value
// when SwiftUI instantiates the view. For this reason, avoid side effects and performance-intensive work
// when initializing the default value." It suggests deferring the object with `@State private var
// library: Library?` and `.task { library = Library() }`, "which is called only once when the view first
// appears". So:
// - EagerContentView, written `@State private var library = Library()`, is instantiated at every body run
//   of its parent: each run makes a Library, though SwiftUI keeps the first.
// - DeferredContentView makes one Library, in its task, and none when the parent re-renders.
import SwiftUI

@Observable
class Library {
    var books = ["Dune", "Emma"]

    init() {
        print("Library init")
    }
}

struct LibraryView: View {
    var library: Library?

    var body: some View {
        if let library {
            Text("\(library.books.count) books")
        } else {
            ProgressView()
        }
    }
}

struct EagerContentView: View {
    @State private var library = Library()

    var body: some View {
        LibraryView(library: library)
    }
}

struct DeferredContentView: View {
    @State private var library: Library?

    var body: some View {
        LibraryView(library: library)
            .task {
                library = Library()
            }
    }
}

struct EagerParent: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            EagerContentView()
        }
    }
}

struct DeferredParent: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            DeferredContentView()
        }
    }
}

:mount EagerParent()
// expect: Library init
:tap "Tap 0"
// expect: Library init
:tap "Tap 1"
// expect: Library init
:mount DeferredParent()
// expect: Library init
:tap "Tap 0"
:tap "Tap 1"
