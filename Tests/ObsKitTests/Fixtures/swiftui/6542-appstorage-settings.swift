// Tutorial style (a settings screen, as Hacking with Swift and CodeWithChris teach @AppStorage): two views share the "username" key, a Toggle uses another key; the values outlive the screen.
// @AppStorage reads and writes UserDefaults under its key and re-runs a view that reads the value when it changes
// (Apple `appstorage`; rules §15.14). Both SettingsScreen and ProfileHeader read "username": a keystroke re-runs
// the screen, then the header inside it, each once (rules §2.8). "notificationsOn" is read only by the screen.
// The values live in UserDefaults, not in the view: mounting the screen again shows them (rules §15.14).
import SwiftUI

struct ProfileHeader: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        let _ = print("ProfileHeader body, '\(username)'")
        Text("Signed in as \(username)")
    }
}

struct SettingsScreen: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("notificationsOn") private var notificationsOn = false

    var body: some View {
        let _ = print("SettingsScreen body, '\(username)', notifications \(notificationsOn)")
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                    ProfileHeader()
                }
                Section("Alerts") {
                    Toggle("Notifications", isOn: $notificationsOn)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body, 'Anonymous', notifications false
// expect: ProfileHeader body, 'Anonymous'
:clear "Username"
// expect: SettingsScreen body, '', notifications false
// expect: ProfileHeader body, ''
:type "Jo" into "Username"
// expect: SettingsScreen body, 'J', notifications false
// expect: ProfileHeader body, 'J'
// expect: SettingsScreen body, 'Jo', notifications false
// expect: ProfileHeader body, 'Jo'
:toggle "Notifications"
// expect: SettingsScreen body, 'Jo', notifications true
:unmount
:mount SettingsScreen()
// expect: SettingsScreen body, 'Jo', notifications true
// expect: ProfileHeader body, 'Jo'
