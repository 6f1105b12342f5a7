// An @EnvironmentObject edited through its projected binding ($settings.notificationsOn) in a Toggle, next to a summary view; both observers re-run for any change; expected output by the SwiftUI rules (rules §9 "$obj.prop via EnvironmentObject.Wrapper writes root[keyPath:] ⇒ @Published fires", §6 every observing view re-runs, §14 @EnvironmentObject)
import SwiftUI

final class UserSettings: ObservableObject {
    @Published var notificationsOn = true
    @Published var username = "rowan"
}

struct NotificationsToggle: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        let _ = print("NotificationsToggle body")
        Toggle("Notifications", isOn: $settings.notificationsOn)
    }
}

struct SettingsSummary: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        let _ = print("SettingsSummary body: \(settings.username), \(settings.notificationsOn ? "on" : "off")")
        Text("\(settings.username) gets notifications: \(settings.notificationsOn ? "yes" : "no")")
    }
}

struct SettingsRoot: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        VStack {
            NotificationsToggle()
            SettingsSummary()
            Button("Rename") {
                settings.username = "river"
            }
        }
        .environmentObject(settings)
    }
}

:mount SettingsRoot()
:toggle "Notifications"
:tap "Rename"

// expect: NotificationsToggle body
// expect: SettingsSummary body: rowan, on
// expect: NotificationsToggle body
// expect: SettingsSummary body: rowan, off
// expect: NotificationsToggle body
// expect: SettingsSummary body: river, off
