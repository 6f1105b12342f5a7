// Apple docs style (ScenePhase): an App and a view read \.scenePhase; in the foreground it is active, and onChange(initial: true) reports it at appearance (rules §15.17, §15.16, §11.1)
// Page: https://developer.apple.com/documentation/swiftui/scenephase
import SwiftUI

struct JournalView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var entries: [String] = []

    var body: some View {
        let _ = print("phase in body: \(scenePhase), \(entries.count) entries")
        VStack {
            Text("Entries: \(entries.count)")
            Button("Write") {
                entries.append("entry while \(scenePhase)")
                print(entries.last ?? "")
            }
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            if phase == .active {
                print("scene is active")
            }
        }
    }
}

struct JournalApp: App {
    @Environment(\.scenePhase) private var scenePhase

    init() { print("JournalApp init") }

    var body: some Scene {
        WindowGroup {
            JournalView()
        }
        .onChange(of: scenePhase) { _, phase in
            print("app phase \(phase)")
        }
    }
}

:mount JournalApp()
// expect: JournalApp init
// expect: phase in body: active, 0 entries
// expect: scene is active
:tap "Write"
// expect: entry while active
// expect: phase in body: active, 1 entries
