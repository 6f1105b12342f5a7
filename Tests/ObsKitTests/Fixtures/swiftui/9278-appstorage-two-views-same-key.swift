// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/appstorage (two views read and write the same UserDefaults key with @AppStorage)
// @AppStorage reads and writes UserDefaults and invalidates every view that uses the same key when the value
// changes, wherever the write came from. The initial value is used only while the key has no value.
// - The greeting reads "Anonymous" at first.
// - Clearing and typing in the settings field writes the key per keystroke: the greeting's body runs each time.
// - UserDefaults.standard holds the value written.
// - Reset writes "Anonymous" again: the greeting runs once more.
import SwiftUI

struct NameSettings: View {
    @AppStorage("displayName") private var displayName = "Anonymous"

    var body: some View {
        Form {
            TextField("Display name", text: $displayName)
            Button("Reset") { displayName = "Anonymous" }
        }
    }
}

struct Greeting: View {
    @AppStorage("displayName") private var displayName = "Anonymous"

    var body: some View {
        let _ = print("greeting: Hello, \(displayName)")
        Text("Hello, \(displayName)")
    }
}

struct ProfileScreen: View {
    var body: some View {
        VStack {
            Greeting()
            NameSettings()
        }
    }
}

:mount ProfileScreen()
// expect: greeting: Hello, Anonymous
:clear "Display name"
// expect: greeting: Hello, 
:type "Kim" into "Display name"
// expect: greeting: Hello, K
// expect: greeting: Hello, Ki
// expect: greeting: Hello, Kim
print("stored: \(UserDefaults.standard.string(forKey: "displayName") ?? "nil")")
// expect: stored: Kim
:tap "Reset"
// expect: greeting: Hello, Anonymous
