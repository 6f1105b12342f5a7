// WWDC20 "Data Essentials in SwiftUI" style: a store owned at the top with @StateObject and handed down with .environmentObject to a leaf that reads it with @EnvironmentObject, through a middle view that doesn't.
// The owner observes the store, so every @Published change re-runs its body (rules §4.4, §6.5). The middle view
// (ShelfSection) has no stored properties: the new value its parent builds is equal, and the environment holds the
// same object, so its body does not run (rules §2.1, §2.7). The leaf's @EnvironmentObject box subscribes to the
// store, so it runs for any change, even of a property it never reads (rules §14.1, §6.5: "any change reaches every
// observer", Apple "migrating"). Parents run before children (rules §2.8, §10.3).
import SwiftUI

final class BookStore: ObservableObject {
    @Published var currentBook = "Dune"
    @Published var pagesRead = 0
}

struct PagesButton: View {
    @EnvironmentObject var store: BookStore

    var body: some View {
        let _ = print("PagesButton body, pages \(store.pagesRead)")
        Button("Read 10 pages") {
            store.pagesRead += 10
        }
    }
}

struct ShelfSection: View {
    var body: some View {
        let _ = print("ShelfSection body")
        VStack {
            Text("Shelf")
            PagesButton()
        }
    }
}

struct BookClubRoot: View {
    @StateObject private var store = BookStore()

    var body: some View {
        let _ = print("BookClubRoot body, reading \(store.currentBook)")
        VStack {
            Text("Now reading \(store.currentBook)")
            Button("Next Book") { store.currentBook = "Emma" }
            ShelfSection()
        }
        .environmentObject(store)
    }
}

:mount BookClubRoot()
// expect: BookClubRoot body, reading Dune
// expect: ShelfSection body
// expect: PagesButton body, pages 0
:tap "Read 10 pages"
// expect: BookClubRoot body, reading Dune
// expect: PagesButton body, pages 10
:tap "Next Book"
// expect: BookClubRoot body, reading Emma
// expect: PagesButton body, pages 10
:tap "Read 10 pages"
// expect: BookClubRoot body, reading Emma
// expect: PagesButton body, pages 20
