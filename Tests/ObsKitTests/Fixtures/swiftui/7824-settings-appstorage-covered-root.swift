// Navigation in apps: a profile screen pushes Settings, whose Toggle writes an @AppStorage key that the profile shows.
// An @AppStorage change re-runs the views that read the value, as a @State change does; the settings page only passes
// `$notificationsOn` to its Toggle, so it does not run, while the covered profile, which reads it, does (rules §15.14,
// §3.5, §14.3). Each push builds a new settings page (rules §14.3); the stored value outlives it (rules §15.14).
import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsOn") private var notificationsOn = true

    var body: some View {
        let _ = print("SettingsView body")
        Form {
            Toggle("Notifications", isOn: $notificationsOn)
        }
        .navigationTitle("Settings")
    }
}

struct ProfileHome: View {
    @AppStorage("notificationsOn") private var notificationsOn = true

    var body: some View {
        let _ = print("ProfileHome body, notifications \(notificationsOn ? "on" : "off")")
        NavigationStack {
            List {
                Text(notificationsOn ? "Notifications on" : "Notifications off")
                NavigationLink("Settings", value: 0)
            }
            .navigationDestination(for: Int.self) { _ in
                SettingsView()
            }
        }
    }
}

:mount ProfileHome()
// expect: ProfileHome body, notifications on
:tap "Settings"
// expect: SettingsView body
:toggle "Notifications"
// expect: ProfileHome body, notifications off
:back
:tap "Settings"
// expect: SettingsView body
:toggle "Notifications"
// expect: ProfileHome body, notifications on
