// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro", its step "replace the
// StateObject property wrapper with State": one shelf keeps the old @StateObject, the other uses @State with an
// @Observable model, side by side under a parent that renders again.
// - StateObject's init keeps an autoclosure and runs it once per view, right before the first body; later inits
//   of the struct are ignored (Apple `stateobject`; rules §4.1-§4.3). Its closure captures nothing, so the new
//   value compares equal and the old shelf's body is skipped (rules §2.5, §2.7).
// - State's initial value is an ordinary argument: every init of the struct (each parent body, rules §2.6) makes
//   a new model, but only the first is installed and kept (Apple `state`: "A State property always instantiates
//   its default value when SwiftUI instantiates the view"; rules §3.1, §3.2). The new initial value differs, so
//   the new shelf's body runs, still showing model #1 (rules §2.5). Throwaway deinits are not printed here.
import SwiftUI
import Observation

final class OldLibrary: ObservableObject {
    static var made = 0
    let number: Int
    @Published var books = ["Dune"]

    init() {
        OldLibrary.made += 1
        number = OldLibrary.made
        print("OldLibrary #\(number) init")
    }
}

@Observable final class NewLibrary {
    static var made = 0
    let number: Int
    var books = ["Dune"]

    init() {
        NewLibrary.made += 1
        number = NewLibrary.made
        print("NewLibrary #\(number) init")
    }
}

struct OldShelf: View {
    @StateObject private var library = OldLibrary()

    var body: some View {
        let _ = print("old shelf shows #\(library.number)")
        Text("\(library.books.count) books")
    }
}

struct NewShelf: View {
    @State private var library = NewLibrary()

    var body: some View {
        let _ = print("new shelf shows #\(library.number)")
        Text("\(library.books.count) books")
    }
}

struct Shelves: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Shelves body, refreshes \(refreshes)")
        VStack {
            OldShelf()
            NewShelf()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount Shelves()
// expect: Shelves body, refreshes 0
// expect: NewLibrary #1 init
// expect: OldLibrary #1 init
// expect: old shelf shows #1
// expect: new shelf shows #1
:tap "Refresh"
// expect: Shelves body, refreshes 1
// expect: NewLibrary #2 init
// expect: new shelf shows #1
:tap "Refresh"
// expect: Shelves body, refreshes 2
// expect: NewLibrary #3 init
// expect: new shelf shows #1
