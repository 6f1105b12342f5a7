// @AppStorage in two views sharing one UserDefaults key (Apple's AppStorage docs; HWS "How to use
// @AppStorage"). Expected: a write through one view's property re-runs every view that uses the same key,
// and UserDefaults.standard sees the value.
// Source: https://developer.apple.com/documentation/swiftui/appstorage ;
// https://www.hackingwithswift.com/quick-start/swiftui/what-is-the-appstorage-property-wrapper
import SwiftUI

struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("showPreview") private var showPreview = true
    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Username", text: $username)
            Toggle("Show Preview", isOn: $showPreview)
        }
    }
}

struct GreetingView: View {
    @AppStorage("username") private var username = "Anonymous"
    var body: some View {
        let _ = Self._printChanges()
        Text("Welcome, \(username)!")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            GreetingView()
            SettingsView()
            Button("Read defaults") {
                print(UserDefaults.standard.string(forKey: "username") ?? "nil",
                      UserDefaults.standard.bool(forKey: "showPreview"))
            }
        }
    }
}

:mount ContentView()
:type "Al" into "Username"
:toggle "Show Preview"
:tap "Read defaults"
:tree

// expect: GreetingView: @self, @identity, _username changed.
// expect: SettingsView: @self, @identity, _username, _showPreview changed.
// expect: GreetingView: _username changed.
// expect: GreetingView: _username changed.
// expect: AnonymousAl false
// expect: ContentView#1
// expect:   VStack
// expect:     GreetingView#2
// expect:       Text "Welcome, AnonymousAl!"
// expect:     SettingsView#3
// expect:       Form
// expect:         TextField "Username" = "AnonymousAl"
// expect:         Toggle "Show Preview" = false
// expect:     Button "Read defaults"
