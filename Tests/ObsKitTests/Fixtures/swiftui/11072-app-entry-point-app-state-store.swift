// Apple sample style (app entry point): an App with @State store injected into its WindowGroup with .environment, a TabView under it, and scenePhase read in the root view (rules §15.16, §14.2, §15.17, §15.8)
import SwiftUI

@Observable
final class LibraryStore {
    var books = ["Dune", "Emma"]
    var loans = 0
    init() { print("LibraryStore init") }
}

struct ShelfView: View {
    @Environment(LibraryStore.self) private var store
    var body: some View {
        let _ = print("ShelfView body \(store.books.count)")
        List {
            ForEach(store.books, id: \.self) { book in
                Button(book) {
                    store.loans += 1
                    print("borrowed \(book)")
                }
            }
        }
    }
}

struct LoansView: View {
    @Environment(LibraryStore.self) private var store
    var body: some View {
        let _ = print("LoansView body \(store.loans)")
        Text("On loan: \(store.loans)")
    }
}

struct RootView: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        let _ = print("RootView body \(scenePhase)")
        TabView {
            ShelfView().tabItem { Text("Shelf") }
            LoansView().tabItem { Text("Loans") }
        }
    }
}

struct LibraryApp: App {
    @State private var store = LibraryStore()
    init() { print("LibraryApp init") }
    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

:mount LibraryApp()
// expect: LibraryStore init
// expect: LibraryApp init
// expect: RootView body active
// expect: ShelfView body 2
:tap "Emma"
// expect: borrowed Emma
:tab "Loans"
// expect: LoansView body 1
:tab "Shelf"
