// Apple "Bindable" (a local @Bindable over an @Environment(Model.self) object) and "Migrating from ObservableObject to Observable"; rules §8.5, §14.2, §8.3
import SwiftUI

@Observable
final class AppSettings {
    var notificationsOn = false
    var username = "guest"
}

struct NotificationsToggle: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        let _ = print("NotificationsToggle body: \(settings.notificationsOn)")
        Toggle("Notifications", isOn: $settings.notificationsOn)
    }
}

struct UsernameLabel: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        let _ = print("UsernameLabel body: \(settings.username)")
        Text(settings.username)
    }
}

struct SettingsScreen: View {
    @State private var settings = AppSettings()

    var body: some View {
        let _ = print("SettingsScreen body")
        Form {
            NotificationsToggle()
            UsernameLabel()
            Button("Sign in") { settings.username = "ada" }
        }
        .environment(settings)
    }
}

:mount SettingsScreen()
:toggle "Notifications"
:tap "Sign in"
:toggle "Notifications"

// expect: SettingsScreen body
// expect: NotificationsToggle body: false
// expect: UsernameLabel body: guest
// expect: NotificationsToggle body: true
// expect: UsernameLabel body: ada
// expect: NotificationsToggle body: false
