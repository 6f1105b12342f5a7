// cookbook style: a sheet with its own NavigationStack: a small CloseBar subview calls @Environment(\.dismiss), which acts on the innermost presentation: on a pushed page it pops that page, on the sheet's root it closes the sheet; a push makes the page below disappear (rules §15.12, §15.17, §14.3, §11.1)
import SwiftUI

struct CloseBar: View {
    let label: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close \(label)") { dismiss() }
    }
}

struct LevelPage: View {
    let level: Int

    var body: some View {
        let _ = print("LevelPage body: \(level)")
        VStack {
            Text("Level \(level)")
            CloseBar(label: "level \(level)")
            NavigationLink("Deeper", value: level + 1)
        }
        .onDisappear { print("LevelPage disappear \(level)") }
    }
}

struct SettingsSheet: View {
    var body: some View {
        let _ = print("SettingsSheet body")
        NavigationStack {
            VStack {
                CloseBar(label: "settings")
                NavigationLink("Level 1", value: 1)
            }
            .navigationDestination(for: Int.self) { level in
                LevelPage(level: level)
            }
        }
        .onDisappear { print("SettingsSheet gone") }
    }
}

struct HomeScreen: View {
    @State private var showSettings = false

    var body: some View {
        let _ = print("HomeScreen body")
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) {
                SettingsSheet()
            }
    }
}

:mount HomeScreen()
// expect: HomeScreen body
:tap "Settings"
// expect: SettingsSheet body
:tap "Level 1"
// expect: LevelPage body: 1
:tap "Deeper"
// expect: LevelPage body: 2
// expect: LevelPage disappear 1
:tap "Close level 2"
// expect: LevelPage disappear 2
:tap "Close level 1"
// expect: LevelPage disappear 1
:tap "Close settings"
// expect: SettingsSheet gone
:tap "Settings"
// expect: SettingsSheet body
