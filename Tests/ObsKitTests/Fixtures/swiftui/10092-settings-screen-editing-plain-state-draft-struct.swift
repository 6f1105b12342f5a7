// architecture style: a settings screen editing a plain @State draft struct with toggles and a stepper, saved to an injected ObservableObject service; Save is disabled while nothing changed; the summary view is a value child that runs only when the saved value differs (rules §3.4, §3.5, §2.1, §5.1, §15.11)
import SwiftUI

struct Preferences: Equatable {
    var darkMode = false
    var notifications = true
    var fontSize = 14
}

@MainActor
final class PreferencesService: ObservableObject {
    @Published private(set) var saved = Preferences()

    func save(_ preferences: Preferences) {
        saved = preferences
        print("saved \(preferences)")
    }
}

struct SettingsScreen: View {
    @ObservedObject var service: PreferencesService
    @State private var draft = Preferences()

    var body: some View {
        let _ = print("SettingsScreen body: dirty=\(draft != service.saved)")
        Form {
            Toggle("Dark mode", isOn: $draft.darkMode)
            Toggle("Notifications", isOn: $draft.notifications)
            Stepper("Font \(draft.fontSize)", value: $draft.fontSize, in: 10...20)
            Button("Save") { service.save(draft) }
                .disabled(draft == service.saved)
        }
    }
}

struct SavedSummary: View {
    let saved: Preferences

    var body: some View {
        let _ = print("SavedSummary body: dark=\(saved.darkMode) font=\(saved.fontSize)")
        Text("Font \(saved.fontSize)")
    }
}

struct AppShell: View {
    @StateObject private var service = PreferencesService()

    var body: some View {
        VStack {
            SettingsScreen(service: service)
            SavedSummary(saved: service.saved)
        }
    }
}

:mount AppShell()
// expect: SettingsScreen body: dirty=false
// expect: SavedSummary body: dark=false font=14
:toggle "Dark mode"
// expect: SettingsScreen body: dirty=true
:step "Font 14" up
// expect: SettingsScreen body: dirty=true
:tap "Save"
// expect: saved Preferences(darkMode: true, notifications: true, fontSize: 15)
// expect: SettingsScreen body: dirty=false
// expect: SavedSummary body: dark=true font=15
:toggle "Dark mode"
// expect: SettingsScreen body: dirty=true
