// forms and editing style: a settings Form with Sections: a Toggle that reveals a Stepper, a Picker over an enum with implicit tags (id is Self), all bound into one @State struct; onChange(of: settings) sees each edit once, after the body (rules §15.5, §11.1, §3.4)
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct ReminderSettings: Equatable {
    var enabled = false
    var minutesBefore = 10
    var theme = Theme.system
}

struct SettingsForm: View {
    @State private var settings = ReminderSettings()

    var body: some View {
        let _ = print("SettingsForm body: \(settings.enabled) \(settings.minutesBefore) \(settings.theme.rawValue)")
        Form {
            Section("Reminders") {
                Toggle("Remind me", isOn: $settings.enabled)
                if settings.enabled {
                    Stepper("\(settings.minutesBefore) minutes before", value: $settings.minutesBefore, in: 5...30, step: 5)
                }
            }
            Section("Appearance") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue.capitalized)
                    }
                }
            }
        }
        .onChange(of: settings) { _, newValue in
            print("save \(newValue.enabled) \(newValue.minutesBefore) \(newValue.theme.rawValue)")
        }
    }
}

:mount SettingsForm()
// expect: SettingsForm body: false 10 system
:toggle "Remind me"
// expect: SettingsForm body: true 10 system
// expect: save true 10 system
:step "10 minutes before" up
// expect: SettingsForm body: true 15 system
// expect: save true 15 system
:step "15 minutes before" up
// expect: SettingsForm body: true 20 system
// expect: save true 20 system
:pick "Dark" in "Theme"
// expect: SettingsForm body: true 20 dark
// expect: save true 20 dark
:toggle "Remind me"
// expect: SettingsForm body: false 20 dark
// expect: save false 20 dark
