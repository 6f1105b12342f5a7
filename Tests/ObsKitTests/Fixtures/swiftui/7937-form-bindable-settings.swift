// Style: Observation migration guide, "Forms over an @Observable model with @Bindable" (Apple `bindable`, "migrating").
// SwiftUI: the form view gets the model as `@Bindable`; each `$settings.x` reads `x` when made (rules §8.5), and the
// body prints all three, so any change runs the form's body (rules §8.3). The owner only holds the model in @State and
// reads none of its properties in its body: it never runs again (rules §8.3, §3.7). A Stepper moves within its range by
// its step; a press at the bound changes nothing (README `:step`; Apple `stepper`). The Picker's ForEach tags each row
// with its id (rules §15.5). The Log button reads outside an update (rules §8.3).
import SwiftUI
import Observation

@Observable
final class ReminderSettings {
    var enabled = false
    var snoozeMinutes = 5
    var sound = "Chime"
}

struct ReminderForm: View {
    @Bindable var settings: ReminderSettings

    var body: some View {
        let _ = print("reminder form body: \(settings.enabled) \(settings.snoozeMinutes) \(settings.sound)")
        Form {
            Toggle("Enabled", isOn: $settings.enabled)
            Stepper("Snooze", value: $settings.snoozeMinutes, in: 5...15, step: 5)
            Picker("Sound", selection: $settings.sound) {
                ForEach(["Chime", "Bell", "Radar"], id: \.self) { sound in
                    Text(sound)
                }
            }
        }
    }
}

struct SettingsScreen: View {
    @State private var settings = ReminderSettings()

    var body: some View {
        let _ = print("settings screen body")
        VStack {
            ReminderForm(settings: settings)
            Button("Log") {
                print("log: \(settings.enabled), \(settings.snoozeMinutes) min, \(settings.sound)")
            }
        }
    }
}

:mount SettingsScreen()
// expect: settings screen body
// expect: reminder form body: false 5 Chime
:toggle "Enabled"
// expect: reminder form body: true 5 Chime
:step "Snooze" up 3
// expect: reminder form body: true 10 Chime
// expect: reminder form body: true 15 Chime
:pick "Bell" in "Sound"
// expect: reminder form body: true 15 Bell
:tap "Log"
// expect: log: true, 15 min, Bell
