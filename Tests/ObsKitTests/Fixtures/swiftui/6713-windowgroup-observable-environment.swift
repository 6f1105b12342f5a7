// Follows Apple's `WindowGroup` page (https://developer.apple.com/documentation/swiftui/windowgroup): an App whose
// WindowGroup shows one view hierarchy; the app-wide model is an @Observable class kept in the App's @State and put
// in the window's environment with `.environment(_:)`; the window's views keep their own @State.
// - `@State private var library = Library()` is an initial value: Swift evaluates it at the start of the App's
//   init, before the init's own body (checked with swiftc 6.3.1: a property wrapper's initial value printed
//   before the init's print), and the App is made once (rules §3.1, §15.16).
// - A view reading an @Observable model runs again only for the properties its body read; assigning an equal value
//   notifies nobody (Apple `observation/observable()`; rules §8.1, §8.3, §14.2).
// - A child whose value is unchanged (only an @Environment field) does not run when its parent does (rules §2.5, §2.7).
import SwiftUI
import Observation

@Observable final class Library {
    var books: [String] = ["Dune"]
    var lastOpened = "none"

    init() { print("Library init") }
}

struct ReaderApp: App {
    @State private var library = Library()

    init() { print("ReaderApp init") }

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environment(library)
        }
    }
}

struct ShelfView: View {
    @Environment(Library.self) private var library
    @State private var opened = 0

    var body: some View {
        let _ = print("ShelfView body: \(library.books.count) books, opened \(opened)")
        VStack {
            Text("\(library.books.count) books")
            Button("Add book") { library.books.append("Emma") }
            Button("Open Dune") {
                opened += 1
                library.lastOpened = "Dune"
            }
            LastOpenedLabel()
        }
    }
}

struct LastOpenedLabel: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LastOpenedLabel body: \(library.lastOpened)")
        Text("Last opened: \(library.lastOpened)")
    }
}

:mount ReaderApp()
// expect: Library init
// expect: ReaderApp init
// expect: ShelfView body: 1 books, opened 0
// expect: LastOpenedLabel body: none
:tap "Add book"
// expect: ShelfView body: 2 books, opened 0
:tap "Open Dune"
// expect: ShelfView body: 2 books, opened 1
// expect: LastOpenedLabel body: Dune
:tap "Open Dune"
// expect: ShelfView body: 2 books, opened 2
