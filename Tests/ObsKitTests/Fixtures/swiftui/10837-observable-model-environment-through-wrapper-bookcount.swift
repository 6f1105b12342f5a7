// Blog style (an @Observable model from the environment, through a wrapper): @BookCount reads @Environment(Library.self) and returns books.count, so the badge depends on books alone; the view that reads lastOpened runs only for it, and the owner that only passes the model on runs for neither (rules §14.2, §8.3, §8.4, §7.1, §12.1, §12.2)
import SwiftUI
import Observation

@Observable
final class Library {
    var books: [String] = ["Dune"]
    var lastOpened: String? = nil
}

@propertyWrapper
struct BookCount: DynamicProperty {
    @Environment(Library.self) private var library

    var wrappedValue: Int { library.books.count }
}

struct CountBadge: View {
    @BookCount var count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) books")
    }
}

struct OpenButton: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Open Dune") { library.lastOpened = "Dune" }
            Text("Last: \(library.lastOpened ?? "none")")
        }
    }
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CountBadge()
            OpenButton()
            Button("Add book") { library.books.append("Emma") }
        }
        .environment(library)
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _library changed.
// expect: CountBadge: @self, @identity, _count changed.
// expect: OpenButton: @self, @identity, _library changed.
:tap "Add book"
// expect: CountBadge: @dependencies changed.
:tap "Open Dune"
// expect: OpenButton: @dependencies changed.
:tap "Add book"
// expect: CountBadge: @dependencies changed.
