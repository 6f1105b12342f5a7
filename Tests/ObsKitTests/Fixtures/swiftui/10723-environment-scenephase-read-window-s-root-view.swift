// App-organization style: @Environment(\.scenePhase) read in the window's root view (the device is in the foreground: .active); a state change re-runs the root, not a child that only reads the phase; no shell command changes the phase, so onChange(of: scenePhase) never fires
import SwiftUI

struct PhaseLabel: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let _ = Self._printChanges()
        Text("Phase: \(String(describing: scenePhase))")
    }
}

struct JournalRoot: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var entries = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("root sees phase \(scenePhase)")
        VStack {
            PhaseLabel()
            Text("Entries: \(entries)")
            Button("New Entry") { entries += 1 }
        }
        .onChange(of: scenePhase) { _, newPhase in
            print("phase changed to \(newPhase)")
        }
    }
}

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            JournalRoot()
        }
    }
}

:mount JournalApp()
// expect: JournalRoot: @self, @identity, _scenePhase, _entries changed.
// expect: root sees phase active
// expect: PhaseLabel: @self, @identity, _scenePhase changed.
:tap "New Entry"
// expect: JournalRoot: _entries changed.
// expect: root sees phase active
