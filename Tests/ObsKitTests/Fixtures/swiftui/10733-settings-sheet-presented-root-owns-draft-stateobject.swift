// App-organization style: a settings sheet presented from the root owns a draft (@StateObject); Cancel releases the draft untouched, Save writes the app's @Observable preferences and dismisses: the root, which reads the preference, runs once and the sheet's content is not built again; presenting never re-runs the root
import SwiftUI

@Observable
final class ReaderPreferences {
    var fontSize = 14
    init() { print("ReaderPreferences init") }
}

final class SettingsDraft: ObservableObject {
    @Published var fontSize = 14
    init() { print("SettingsDraft init") }
    deinit { print("SettingsDraft deinit") }
}

struct ReaderSettingsSheet: View {
    @Environment(ReaderPreferences.self) private var prefs
    @Environment(\.dismiss) private var dismiss
    @StateObject private var draft = SettingsDraft()

    var body: some View {
        let _ = print("ReaderSettingsSheet body: draft \(draft.fontSize)")
        NavigationStack {
            Form {
                Stepper("Font Size", value: $draft.fontSize, in: 10...30)
                Text("Preview at \(draft.fontSize) pt")
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        prefs.fontSize = draft.fontSize
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ReaderRoot: View {
    @Environment(ReaderPreferences.self) private var prefs
    @State private var showingSettings = false

    var body: some View {
        let _ = print("ReaderRoot body: font \(prefs.fontSize)")
        VStack {
            Text("Chapter 1")
            Button("Settings") { showingSettings = true }
        }
        .sheet(isPresented: $showingSettings) {
            ReaderSettingsSheet()
        }
    }
}

@main
struct ReaderApp: App {
    @State private var prefs = ReaderPreferences()

    var body: some Scene {
        WindowGroup {
            ReaderRoot()
                .environment(prefs)
        }
    }
}

:mount ReaderApp()
// expect: ReaderPreferences init
// expect: ReaderRoot body: font 14
:tap "Settings"
// expect: SettingsDraft init
// expect: ReaderSettingsSheet body: draft 14
:step "Font Size" up 2
// expect: ReaderSettingsSheet body: draft 15
// expect: ReaderSettingsSheet body: draft 16
:tap "Cancel"
// expect: SettingsDraft deinit
:tap "Settings"
// expect: SettingsDraft init
// expect: ReaderSettingsSheet body: draft 14
:step "Font Size" up
// expect: ReaderSettingsSheet body: draft 15
:tap "Save"
// expect: ReaderRoot body: font 15
// expect: SettingsDraft deinit
