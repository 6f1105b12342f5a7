// SwiftUI from Apple's documentation: State (deferring an observable object's creation with task)
// Source: developer.apple.com/documentation/swiftui/state: "you can defer the creation of the object using
// the task(priority:_:) modifier, which is called only once when the view first appears" - ContentView
// holds `@State private var library: Library?` and runs `.task { library = Library() }`. "Delaying the
// creation of the observable state object ensures that unnecessary allocations of the object doesn't
// happen each time SwiftUI initializes the view." LibraryView shows a placeholder until the library exists.
import SwiftUI

@Observable
class Library {
    var name = "My library of books"
    init() { print("Library made") }
}

struct LibraryView: View {
    var library: Library?

    var body: some View {
        let _ = print("LibraryView: \(library?.name ?? "loading")")
        Text(library?.name ?? "Loading...")
    }
}

struct ContentView: View {
    @State private var library: Library?
    let generation: Int

    var body: some View {
        LibraryView(library: library)
            .task {
                library = Library()
            }
        Button("Report") { print("generation \(generation), library: \(library?.name ?? "none")") }
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
:tap "Rebuild"
:tap "Rebuild"
:tap "Report"

// expect: LibraryView: loading
// expect: Library made
// expect: LibraryView: My library of books
// expect: generation 2, library: My library of books
