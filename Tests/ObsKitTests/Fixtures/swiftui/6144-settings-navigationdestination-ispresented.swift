// `navigationDestination(isPresented:)` driven by a Bool, pushed from a button that stays disabled until a
// toggle unlocks it (a Hacking with Swift-style settings screen).
// Expected: the pushed view appears on the tap and disappears on `:back`; the pop writes `false` back
// through the binding, which the "Status" button then reads (rules §15.12, §11.1).
import SwiftUI

struct AdvancedSettings: View {
    var body: some View {
        Form {
            Text("Verbose logging")
            Text("Network inspector")
        }
        .navigationTitle("Advanced")
        .onAppear { print("advanced appeared") }
        .onDisappear { print("advanced disappeared") }
    }
}

struct SettingsHome: View {
    @State private var developerMode = false
    @State private var showAdvanced = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Developer mode", isOn: $developerMode)
                Button("Advanced…") { showAdvanced = true }
                    .disabled(!developerMode)
                Button("Status") { print("showing advanced:", showAdvanced) }
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showAdvanced) {
                AdvancedSettings()
            }
        }
    }
}

:mount SettingsHome()
:toggle "Developer mode"
:tap "Advanced…"
:back
:tap "Status"

// expect: advanced appeared
// expect: advanced disappeared
// expect: showing advanced: false
