// Hacking with Swift style settings screen: @AppStorage for a name, a Toggle and a Stepper in a Form; a second view reads the same key; a view that only passes $username on does not re-run, and the default is not written
import SwiftUI

struct GreetingView: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        let _ = print("GreetingView body: Hello, \(username)")
        Text("Hello, \(username)")
    }
}

struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("notificationsOn") private var notificationsOn = true
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        let _ = print("SettingsView body")
        Form {
            Section("Profile") {
                TextField("Username", text: $username)
            }
            Section("Preferences") {
                Toggle("Notifications", isOn: $notificationsOn)
                Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
            }
            Button("Print defaults") {
                let defaults = UserDefaults.standard
                print("stored fontSize: \(defaults.object(forKey: "fontSize") == nil ? "none" : String(defaults.integer(forKey: "fontSize")))")
                print("stored username: \(defaults.string(forKey: "username") ?? "none")")
            }
        }
        .onChange(of: notificationsOn) { oldValue, newValue in
            print("notifications \(oldValue) -> \(newValue)")
        }
    }
}

struct SettingsRoot: View {
    var body: some View {
        VStack {
            GreetingView()
            SettingsView()
        }
    }
}

:mount SettingsRoot()
// expect: GreetingView body: Hello, Anonymous
// expect: SettingsView body
:tap "Print defaults"
// expect: stored fontSize: none
// expect: stored username: none
:clear "Username"
// expect: GreetingView body: Hello, 
:type "Ana" into "Username"
// expect: GreetingView body: Hello, A
// expect: GreetingView body: Hello, An
// expect: GreetingView body: Hello, Ana
:toggle "Notifications"
// expect: SettingsView body
// expect: notifications true -> false
:step "Font size: 14" up 2
// expect: SettingsView body
// expect: SettingsView body
:tap "Print defaults"
// expect: stored fontSize: 16
// expect: stored username: Ana
