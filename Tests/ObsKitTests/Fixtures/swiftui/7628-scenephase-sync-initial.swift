// Follows Apple's ScenePhase (https://developer.apple.com/documentation/swiftui/scenephase): a view that runs a sync while its scene is active, told by `onChange(of: scenePhase, initial: true)`
// What SwiftUI does: `@Environment(\.scenePhase)` gives the phase of the view's scene; Apple's example sets a
// model's flag from it in `onChange(of: scenePhase)`. Here `initial: true` also runs the action when the view
// first appears (Apple `view/onchange(of:initial:_:)`). ObsREPL's device is in the foreground, `.active`, and no
// command changes the phase (rules §15.17), so the action runs once, at appear. It sets a `@Published` flag, so
// the body runs again after it: the first run lists every dynamic property (rules §12.2), the second names the
// model (rules §6.3, §12.1); the turn runs until the graph is quiet (rules §10.1).
// Sources: Apple `scenephase`, `environmentvalues/scenephase`, `view/onchange(of:initial:_:)`; rules §6.3, §10.1,
// §12.1, §12.2, §15.17.
import SwiftUI

final class SyncModel: ObservableObject {
    @Published var isSyncing = false
}

struct SyncStatus: View {
    @StateObject private var model = SyncModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(model.isSyncing ? "Syncing" : "Paused")
            Button("Pause sync") { model.isSyncing = false }
        }
        .onChange(of: scenePhase, initial: true) {
            model.isSyncing = (scenePhase == .active)
            print("phase \(describe(scenePhase)), syncing: \(model.isSyncing)")
        }
    }

    private func describe(_ phase: ScenePhase) -> String {
        switch phase {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background: return "background"
        @unknown default: return "unknown"
        }
    }
}

:mount SyncStatus()
// expect: SyncStatus: @self, @identity, _model, _scenePhase changed.
// expect: phase active, syncing: true
// expect: SyncStatus: _model changed.
:tap "Pause sync"
// expect: SyncStatus: _model changed.
