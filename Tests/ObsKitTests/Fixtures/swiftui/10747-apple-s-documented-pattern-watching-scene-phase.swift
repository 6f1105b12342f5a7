// App-organization style: Apple's documented pattern of watching the scene phase at the App level with onChange on the WindowGroup, and a view reading \.scenePhase; the device stays in the foreground (.active) and ObsREPL has no command to change it, so neither onChange fires; the view's own state changes still run it
import SwiftUI

struct PhaseBanner: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var refreshes = 0

    var body: some View {
        let _ = print("PhaseBanner body: \(scenePhase == .active ? "active" : "not active"), refreshes \(refreshes)")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            print("banner saw \(oldPhase) -> \(newPhase)")
        }
    }
}

@main
struct PhaseWatchApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            PhaseBanner()
        }
        .onChange(of: scenePhase) { _, newPhase in
            print("app saw \(newPhase)")
        }
    }
}

:mount PhaseWatchApp()
// expect: PhaseBanner body: active, refreshes 0
:tap "Refresh"
// expect: PhaseBanner body: active, refreshes 1
:tap "Refresh"
// expect: PhaseBanner body: active, refreshes 2
