// Apple tutorial style (settings): an @Observable settings object in the environment, Toggles bound through @Bindable, a child that reads only one setting and so runs only when it changes (rules §8.3, §8.5, §14.2)
import SwiftUI
import Observation

@Observable
final class AppSettings {
    var darkMode = false
    var showBadges = true
    var username = "guest"
}

struct BadgePreview: View {
    @Environment(AppSettings.self) private var settings
    var body: some View {
        let _ = print("badge preview \(settings.showBadges)")
        Text(settings.showBadges ? "Badges on" : "Badges off")
    }
}

struct SettingsView: View {
    @Environment(AppSettings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        let _ = print("settings body")
        Form {
            Toggle("Dark Mode", isOn: $settings.darkMode)
            Toggle("Show Badges", isOn: $settings.showBadges)
            BadgePreview()
        }
    }
}

let settings = AppSettings()
:mount SettingsView().environment(settings)
// expect: settings body
// expect: badge preview true
:toggle "Dark Mode"
// expect: settings body
:toggle "Show Badges"
// expect: settings body
// expect: badge preview false
settings.username = "ada"
print(settings.darkMode, settings.showBadges)
// expect: true false
