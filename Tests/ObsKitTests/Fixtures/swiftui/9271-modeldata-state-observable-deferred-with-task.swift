// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (store an @Observable object in @State, deferring its creation to task(priority:_:) so it is made once)
// Apple's State page: because a State property instantiates its default value every time SwiftUI
// instantiates the view, a view that is re-initialized often should defer making an expensive object with
// the `task` modifier, which runs only once when the view first appears: `@State private var library:
// Library?` plus `.task { library = Library() }`. Two children compare the plain default with the deferred
// form in a parent that re-renders.
// - At mount the eager child's Library is made while the parent builds it; the deferred one when its task
//   runs after the view appears, and its body then shows it.
// - Each parent render makes another eager Library; the deferred child makes none, and doesn't run.
import SwiftUI
import Observation

@Observable
final class Library {
    let kind: String
    var books = ["Dune", "Emma"]

    init(kind: String) {
        self.kind = kind
        print("Library init (\(kind))")
    }
}

struct EagerShelf: View {
    @State private var library = Library(kind: "eager")

    var body: some View {
        Text("\(library.books.count) books")
    }
}

struct DeferredShelf: View {
    @State private var library: Library?

    var body: some View {
        let _ = print("deferred shelf: \(library == nil ? "loading" : "\(library!.books.count) books")")
        VStack {
            if let library {
                Text("\(library.books.count) books")
            } else {
                ProgressView()
            }
        }
        .task {
            library = Library(kind: "deferred")
        }
    }
}

struct Parent: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("refreshes: \(refreshes)")
            EagerShelf()
            DeferredShelf()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount Parent()
// expect: Library init (eager)
// expect: deferred shelf: loading
// expect: Library init (deferred)
// expect: deferred shelf: 2 books
:tap "Refresh"
// expect: Library init (eager)
:tap "Refresh"
// expect: Library init (eager)
