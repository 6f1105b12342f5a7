// App-organization style: the App's init seeds its store and installs it with State(initialValue:); the root binds a Toggle to the store through @Bindable, so making $store.offlineMode reads it and each toggle re-runs the root; a child reading another property does not run
import SwiftUI

@Observable
final class SyncStore {
    var offlineMode = false
    var pending: [String] = []
    init() { print("SyncStore init") }

    func seed() {
        pending = ["photo-1", "photo-2"]
        print("seeded \(pending.count) uploads")
    }
}

struct PendingBadge: View {
    @Environment(SyncStore.self) private var store

    var body: some View {
        let _ = print("PendingBadge body: \(store.pending.count)")
        Text("\(store.pending.count) pending")
    }
}

struct SyncRoot: View {
    @Environment(SyncStore.self) private var store

    var body: some View {
        @Bindable var store = store
        let _ = print("SyncRoot body")
        Form {
            Toggle("Offline Mode", isOn: $store.offlineMode)
            PendingBadge()
            Button("Upload One") { store.pending.removeFirst() }
        }
    }
}

@main
struct SyncApp: App {
    @State private var store: SyncStore

    init() {
        let store = SyncStore()
        store.seed()
        _store = State(initialValue: store)
        print("SyncApp init")
    }

    var body: some Scene {
        WindowGroup {
            SyncRoot()
                .environment(store)
        }
    }
}

:mount SyncApp()
// expect: SyncStore init
// expect: seeded 2 uploads
// expect: SyncApp init
// expect: SyncRoot body
// expect: PendingBadge body: 2
:toggle "Offline Mode"
// expect: SyncRoot body
:tap "Upload One"
// expect: PendingBadge body: 1
:toggle "Offline Mode"
// expect: SyncRoot body
