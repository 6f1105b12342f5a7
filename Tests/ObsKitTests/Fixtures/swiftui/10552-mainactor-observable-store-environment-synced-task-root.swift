// async-in-views style: a @MainActor @Observable store in the environment, synced by .task on the root and by a Sync button; each child re-runs only for the property it reads, and an equal array assigned again notifies nobody (rules §8.1, §14.2)
import SwiftUI

@MainActor
@Observable
final class LibraryStore {
    var books: [String] = []
    var isSyncing = false

    func sync() async {
        isSyncing = true
        try? await Task.sleep(for: .seconds(1))
        books = ["Dune", "Emma"]
        isSyncing = false
    }
}

struct SyncBadge: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        let _ = print("SyncBadge body: syncing=\(store.isSyncing)")
        Text(store.isSyncing ? "Syncing" : "Up to date")
    }
}

struct BookCount: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        let _ = print("BookCount body: \(store.books.count)")
        Text("\(store.books.count) books")
    }
}

struct LibraryRoot: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        let _ = print("LibraryRoot body")
        VStack {
            SyncBadge()
            BookCount()
            Button("Sync") {
                Task { await store.sync() }
            }
        }
        .task { await store.sync() }
    }
}

:mount LibraryRoot().environment(LibraryStore())
// expect: LibraryRoot body
// expect: SyncBadge body: syncing=false
// expect: BookCount body: 0
// expect: SyncBadge body: syncing=true
:advance 1s
// expect: SyncBadge body: syncing=false
// expect: BookCount body: 2
:tap "Sync"
// expect: SyncBadge body: syncing=true
:advance 1s
// expect: SyncBadge body: syncing=false
