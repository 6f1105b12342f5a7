// Beginner tutorial style: a settings screen with @AppStorage, and a greeting elsewhere that reads the same key.
// What SwiftUI does: @AppStorage reads and writes `UserDefaults.standard` under its key and re-runs the views that
// read the value; the declared default is used while the key has no value (rules §15.14, Apple `appstorage`). The
// form only passes `$username` on to its field, so typing re-runs the greeting, not the form (rules §15.14, §3.5);
// the toggle's value is read by the form (`if`), so toggling re-runs the form only. The root has no state and never
// runs again.
import SwiftUI

struct GreetingView: View {
    @AppStorage("username") private var username = "Anonymous"
    var body: some View {
        let _ = print("greeting: Hello, \(username)!")
        Text("Hello, \(username)!")
    }
}

struct SettingsForm: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("dailyReminder") private var dailyReminder = false

    var body: some View {
        let _ = print("form: reminder \(dailyReminder)")
        Form {
            TextField("Username", text: $username)
            Toggle("Daily reminder", isOn: $dailyReminder)
            if dailyReminder {
                Text("We'll remind you at 9:00")
            }
            Button("Show saved") {
                print("saved:", UserDefaults.standard.string(forKey: "username") ?? "nothing")
            }
        }
    }
}

struct SettingsRoot: View {
    var body: some View {
        let _ = print("root")
        VStack {
            GreetingView()
            SettingsForm()
        }
    }
}

:mount SettingsRoot()
// expect: root
// expect: greeting: Hello, Anonymous!
// expect: form: reminder false
:tap "Show saved"
// expect: saved: nothing
:clear "Username"
// expect: greeting: Hello, !
:type "Kim" into "Username"
// expect: greeting: Hello, K!
// expect: greeting: Hello, Ki!
// expect: greeting: Hello, Kim!
:toggle "Daily reminder"
// expect: form: reminder true
:tap "Show saved"
// expect: saved: Kim
