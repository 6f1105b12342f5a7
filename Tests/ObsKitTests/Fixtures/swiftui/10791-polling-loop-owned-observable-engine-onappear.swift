// Tutorial style (a polling loop owned by an @Observable engine): onAppear starts a Task with [weak self] that syncs every second, onDisappear cancels it; the @State model is made in the view's init when the toggle shows it (rules §3.1, §3.2, §8.3, §11.1, §11.3)
import SwiftUI
import Observation

@MainActor
@Observable
final class SyncEngine {
    var syncedItems = 0
    @ObservationIgnored private var loop: Task<Void, Never>?

    init() { print("SyncEngine init") }

    func start() {
        print("sync loop starting")
        loop = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    break
                }
                guard let self else { return }
                self.syncedItems += 1
                print("synced \(self.syncedItems)")
            }
            print("sync loop ended")
        }
    }

    func stop() {
        print("stopping sync")
        loop?.cancel()
        loop = nil
    }
}

struct SyncStatusView: View {
    @State private var engine = SyncEngine()

    var body: some View {
        let _ = print("body: \(engine.syncedItems) synced")
        Text("Synced \(engine.syncedItems) items")
            .onAppear { engine.start() }
            .onDisappear { engine.stop() }
    }
}

struct SettingsScreen: View {
    @State private var showSync = false

    var body: some View {
        Form {
            Toggle("Background Sync", isOn: $showSync)
            if showSync {
                SyncStatusView()
            }
        }
    }
}

:mount SettingsScreen()
:toggle "Background Sync"
// expect: SyncEngine init
// expect: body: 0 synced
// expect: sync loop starting
:advance 2s
// expect: synced 1
// expect: body: 1 synced
// expect: synced 2
// expect: body: 2 synced
:toggle "Background Sync"
// expect: stopping sync
// expect: sync loop ended
:advance 2s
