// everyday app screens style: a settings screen, a Form with a Toggle, a Picker and a Stepper bound through @Bindable to an @Observable settings model the root owns in @State; each edit runs only the form's body, the root never runs again, the model is released at unmount (rules §8.1, §8.5, §15.5)
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

@Observable
final class AppSettings {
    var notifications = true
    var units = Units.metric
    var dailyGoal = 5
    init() { print("AppSettings init") }
    deinit { print("AppSettings deinit") }
}

struct SettingsForm: View {
    @Bindable var settings: AppSettings

    var body: some View {
        let _ = print("SettingsForm body: notifications=\(settings.notifications) units=\(settings.units.rawValue) goal=\(settings.dailyGoal)")
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $settings.notifications)
                Picker("Units", selection: $settings.units) {
                    ForEach(Units.allCases) { unit in
                        Text(unit.rawValue.capitalized)
                    }
                }
            }
            Section("Goal") {
                Stepper("Daily goal", value: $settings.dailyGoal, in: 1...10)
            }
        }
    }
}

struct SettingsRoot: View {
    @State private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsRoot body")
        NavigationStack {
            SettingsForm(settings: settings)
                .navigationTitle("Settings")
        }
    }
}

:mount SettingsRoot()
// expect: AppSettings init
// expect: SettingsRoot body
// expect: SettingsForm body: notifications=true units=metric goal=5
:toggle "Notifications"
// expect: SettingsForm body: notifications=false units=metric goal=5
:pick "Imperial" in "Units"
// expect: SettingsForm body: notifications=false units=imperial goal=5
:step "Daily goal" up
// expect: SettingsForm body: notifications=false units=imperial goal=6
:step "Daily goal" down
// expect: SettingsForm body: notifications=false units=imperial goal=5
:step "Daily goal" down
// expect: SettingsForm body: notifications=false units=imperial goal=4
:unmount
// expect: AppSettings deinit
