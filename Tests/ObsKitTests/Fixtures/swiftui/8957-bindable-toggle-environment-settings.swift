// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (settings moved from @EnvironmentObject to @Environment(Settings.self); a Toggle bound through a @Bindable local flips wantsAlerts, and only the view whose body reads wantsAlerts updates, not the one reading volume)
import SwiftUI
import Observation

@Observable
final class Settings {
    var wantsAlerts = false
    var volume = 5
}

struct AlertsToggle: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Toggle("Alerts", isOn: $settings.wantsAlerts)
    }
}

struct AlertsStatus: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        let _ = print("alerts \(settings.wantsAlerts ? "on" : "off")")
        Text(settings.wantsAlerts ? "Alerts on" : "Alerts off")
    }
}

struct VolumeLabel: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        let _ = print("volume \(settings.volume)")
        Text("Volume \(settings.volume)")
    }
}

struct SettingsScreen: View {
    @State private var settings = Settings()

    var body: some View {
        Form {
            AlertsStatus()
            VolumeLabel()
            AlertsToggle()
        }
        .environment(settings)
    }
}

:mount SettingsScreen()
:toggle "Alerts"
:toggle "Alerts"
// expect: alerts off
// expect: volume 5
// expect: alerts on
// expect: alerts off
