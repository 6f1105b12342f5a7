// App-organization style: the root presents its sheets with sheet(item:) over an enum; the settings sheet's "About" button swaps in the about sheet while shown: the settings content disappears, onDismiss runs, then the about sheet appears; the root's body never runs
import SwiftUI

enum ActiveSheet: String, Identifiable {
    case settings
    case about
    var id: String { rawValue }
}

struct SettingsPane: View {
    let showAbout: () -> Void

    var body: some View {
        VStack {
            Text("Settings")
            Button("About This App", action: showAbout)
        }
        .onAppear { print("settings appeared") }
        .onDisappear { print("settings disappeared") }
    }
}

struct AboutPane: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Version 1.0")
            Button("Close") { dismiss() }
        }
        .onAppear { print("about appeared") }
        .onDisappear { print("about disappeared") }
    }
}

struct SheetsRoot: View {
    @State private var activeSheet: ActiveSheet?

    var body: some View {
        let _ = print("SheetsRoot body")
        Button("Open Settings") { activeSheet = .settings }
            .sheet(item: $activeSheet, onDismiss: { print("onDismiss") }) { sheet in
                switch sheet {
                case .settings:
                    SettingsPane { activeSheet = .about }
                case .about:
                    AboutPane()
                }
            }
    }
}

@main
struct SheetsApp: App {
    var body: some Scene {
        WindowGroup {
            SheetsRoot()
        }
    }
}

:mount SheetsApp()
// expect: SheetsRoot body
:tap "Open Settings"
// expect: settings appeared
:tap "About This App"
// expect: settings disappeared
// expect: onDismiss
// expect: about appeared
:tap "Close"
// expect: about disappeared
// expect: onDismiss
