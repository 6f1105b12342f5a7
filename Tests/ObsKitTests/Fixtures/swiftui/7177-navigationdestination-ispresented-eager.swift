// A dashboard that pushes its settings screen with `navigationDestination(isPresented:)` from a button (own code).
// What SwiftUI does: this modifier's destination builder is not escaping, so the settings screen's struct is built in
// the dashboard's body, at every render, pushed or not (rules §14.3); its @StateObject waits for the first body, at
// the push (rules §4.1, §4.2). The flag is a presentation binding the body doesn't read: setting it pushes without a
// dashboard body (rules §8.7, §15.12). The push: destination body, then the dashboard disappears and the settings
// appear (rules §14.3, §11.1). `:back` sets the flag to false (rules §15.12): the node is destroyed and its model
// released during the update, then the disappear and appear callbacks run (rules §1.4, §10.3, §11.1).
// Sources: rules §1.4, §4.1, §4.2, §8.7, §10.3, §11.1, §14.3, §15.12;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

final class SettingsModel: ObservableObject {
    init() { print("SettingsModel init") }
    deinit { print("SettingsModel deinit") }
}

struct SettingsScreen: View {
    @StateObject private var model = SettingsModel()

    init() {
        print("SettingsScreen init")
    }

    var body: some View {
        let _ = print("SettingsScreen body")
        Text("Settings")
            .onAppear { print("settings appeared") }
            .onDisappear { print("settings disappeared") }
    }
}

struct DashboardView: View {
    @State private var showSettings = false
    @State private var refreshes = 0

    var body: some View {
        let _ = print("DashboardView body \(refreshes)")
        NavigationStack {
            VStack {
                Button("Open Settings") { showSettings = true }
                Button("Refresh") { refreshes += 1 }
            }
            .navigationDestination(isPresented: $showSettings) {
                SettingsScreen()
            }
            .onAppear { print("dashboard appeared") }
            .onDisappear { print("dashboard disappeared") }
        }
    }
}

:mount DashboardView()
// expect: DashboardView body 0
// expect: SettingsScreen init
// expect: dashboard appeared
:tap "Refresh"
// expect: DashboardView body 1
// expect: SettingsScreen init
:tap "Open Settings"
// expect: SettingsModel init
// expect: SettingsScreen body
// expect: settings appeared
// expect: dashboard disappeared
:back
// expect: SettingsModel deinit
// expect: dashboard appeared
// expect: settings disappeared
