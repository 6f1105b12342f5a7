// Apple, "Migrating from the Observable Object protocol to the Observable macro", https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro — the same library screen twice: with ObservableObject every observing view re-runs for any @Published change; with @Observable each view re-runs only for the property its body reads
// Apple lists as a benefit of Observation: "Updating views based on changes to the observable properties that a
// view's body reads instead of any property changes that occur to an observable object, which can help improve
// your app's performance." With ObservableObject, objectWillChange fires for any @Published property and every
// subscriber (each @StateObject/@ObservedObject) is invalidated (rules §6.5, §5.1); with @Observable, reads are
// tracked per property (rules §8.3). Nested views update parent first (rules §2.8).
import SwiftUI

final class LibraryStore: ObservableObject {
    @Published var name = "City Library"
    @Published var books: [String] = ["Dune"]
}

@Observable final class Library {
    var name = "City Library"
    var books: [String] = ["Dune"]
}

struct StoreNameView: View {
    @ObservedObject var store: LibraryStore

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(store.name)
            StoreCountView(store: store)
        }
    }
}

struct StoreCountView: View {
    @ObservedObject var store: LibraryStore

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.books.count) books")
    }
}

struct NameView: View {
    var library: Library

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(library.name)
            CountView(library: library)
        }
    }
}

struct CountView: View {
    var library: Library

    var body: some View {
        let _ = Self._printChanges()
        Text("\(library.books.count) books")
    }
}

struct StoreScreen: View {
    @StateObject private var store = LibraryStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            StoreNameView(store: store)
            Button("Rename") { store.name = "Town Library" }
            Button("Add book") { store.books.append("Emma") }
        }
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameView(library: library)
            Button("Rename") { library.name = "Town Library" }
            Button("Add book") { library.books.append("Emma") }
        }
    }
}

:mount StoreScreen()
// expect: StoreScreen: @self, @identity, _store changed.
// expect: StoreNameView: @self, @identity, _store changed.
// expect: StoreCountView: @self, @identity, _store changed.
:tap "Rename"
// expect: StoreScreen: _store changed.
// expect: StoreNameView: _store changed.
// expect: StoreCountView: _store changed.
:tap "Add book"
// expect: StoreScreen: _store changed.
// expect: StoreNameView: _store changed.
// expect: StoreCountView: _store changed.
:mount LibraryScreen()
// expect: LibraryScreen: @self, @identity, _library changed.
// expect: NameView: @self changed.
// expect: CountView: @self changed.
:tap "Rename"
// expect: NameView: @dependencies changed.
:tap "Add book"
// expect: CountView: @dependencies changed.
:tap "Rename"
