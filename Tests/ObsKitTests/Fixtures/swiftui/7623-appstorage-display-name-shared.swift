// Follows Apple's AppStorage (https://developer.apple.com/documentation/swiftui/appstorage): a display name and a setting kept in UserDefaults, shown by one view and edited by another
// What SwiftUI does: `@AppStorage("key")` reads and writes `UserDefaults.standard` under its key and updates
// the views that read it when the value changes, whoever wrote it (another view's `@AppStorage`, or
// `UserDefaults` directly). The declared default is used while the key has no value, and is not written
// (rules §15.14). The editor only passes `$displayName` on to its field, so it does not run again; the header
// reads the name and runs once per change (rules §15.14, §3.5).
// Sources: Apple `appstorage`; rules §3.5, §15.14.
import SwiftUI

struct ProfileHeader: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        let _ = print("header: '\(displayName)'")
        Text("Hello, \(displayName)")
    }
}

struct ProfileEditor: View {
    @AppStorage("displayName") private var displayName = "Guest"
    @AppStorage("compactRows") private var compactRows = false

    var body: some View {
        Form {
            TextField("Display name", text: $displayName)
            Toggle("Compact rows", isOn: $compactRows)
            Button("Reset name") { displayName = "Guest" }
        }
    }
}

struct ProfileTab: View {
    var body: some View {
        VStack {
            ProfileHeader()
            ProfileEditor()
        }
    }
}

print("stored: \(UserDefaults.standard.string(forKey: "displayName") ?? "nil")")
// expect: stored: nil
:mount ProfileTab()
// expect: header: 'Guest'
print("stored: \(UserDefaults.standard.string(forKey: "displayName") ?? "nil")")
// expect: stored: nil
:clear "Display name"
// expect: header: ''
:type "Jo" into "Display name"
// expect: header: 'J'
// expect: header: 'Jo'
print("stored: \(UserDefaults.standard.string(forKey: "displayName") ?? "nil")")
// expect: stored: Jo
:tap "Reset name"
// expect: header: 'Guest'
UserDefaults.standard.set("Robin", forKey: "displayName")
// expect: header: 'Robin'
:toggle "Compact rows"
print("compact: \(UserDefaults.standard.bool(forKey: "compactRows"))")
// expect: compact: true
