// App-organization style: an @main App owns an @Observable store in @State and injects it with .environment(_:); the root reads nothing, so a tap re-runs only the badge that reads the count; :unmount releases the app's store
import SwiftUI

@Observable
final class LibraryStore {
    var books: [String] = ["Emma"]
    init() { print("LibraryStore init") }
    deinit { print("LibraryStore deinit") }
}

struct BookCountBadge: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        let _ = print("BookCountBadge body: \(store.books.count)")
        Text("\(store.books.count) books")
    }
}

struct LibraryRoot: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        let _ = print("LibraryRoot body")
        VStack {
            BookCountBadge()
            Button("Add Book") {
                store.books.append("Book \(store.books.count + 1)")
            }
        }
    }
}

@main
struct ShelfApp: App {
    @State private var store = LibraryStore()

    init() {
        print("ShelfApp init")
    }

    var body: some Scene {
        WindowGroup {
            LibraryRoot()
                .environment(store)
        }
    }
}

:mount ShelfApp()
// expect: LibraryStore init
// expect: ShelfApp init
// expect: LibraryRoot body
// expect: BookCountBadge body: 1
:tap "Add Book"
// expect: BookCountBadge body: 2
:tap "Add Book"
// expect: BookCountBadge body: 3
:unmount
// expect: LibraryStore deinit
