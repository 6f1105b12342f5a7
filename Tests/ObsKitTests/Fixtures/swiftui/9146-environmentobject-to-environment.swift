// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (EnvironmentObject before, Environment after)
// The article's migration: @StateObject becomes @State, `.environmentObject(_:)` becomes `.environment(_:)`, and
// `@EnvironmentObject var library` becomes `@Environment(Library.self) private var library`. Before, adding a book
// runs the owner and both readers (EnvironmentObject "invalidates the current view whenever the observable object
// changes"); after, only the reader of `books` runs.
import SwiftUI
import Combine
import Observation

final class OldLibrary: ObservableObject {
    @Published var name = "Old Library"
    @Published var books = ["Emma"]
}

struct OldNameView: View {
    @EnvironmentObject var library: OldLibrary
    var body: some View {
        let _ = print("old name view: \(library.name)")
        Text(library.name)
    }
}

struct OldCountView: View {
    @EnvironmentObject var library: OldLibrary
    var body: some View {
        let _ = print("old count view: \(library.books.count)")
        Text("\(library.books.count) books")
    }
}

struct OldRoot: View {
    @StateObject private var library = OldLibrary()
    var body: some View {
        let _ = print("old root")
        VStack {
            OldNameView()
            OldCountView()
            Button("Add old") { library.books.append("Dune") }
        }
        .environmentObject(library)
    }
}

@Observable final class Library {
    var name = "New Library"
    var books = ["Emma"]
}

struct NameView: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("name view: \(library.name)")
        Text(library.name)
    }
}

struct CountView: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("count view: \(library.books.count)")
        Text("\(library.books.count) books")
    }
}

struct NewRoot: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("new root")
        VStack {
            NameView()
            CountView()
            Button("Add new") { library.books.append("Dune") }
        }
        .environment(library)
    }
}

struct Screen: View {
    var body: some View {
        VStack {
            OldRoot()
            NewRoot()
        }
    }
}

:mount Screen()
// expect: old root
// expect: old name view: Old Library
// expect: old count view: 1
// expect: new root
// expect: name view: New Library
// expect: count view: 1
:tap "Add old"
// expect: old root
// expect: old name view: Old Library
// expect: old count view: 2
:tap "Add new"
// expect: count view: 2
