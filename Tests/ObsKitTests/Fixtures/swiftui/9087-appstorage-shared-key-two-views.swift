// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (a value in UserDefaults that invalidates the views using it)
// Two views use @AppStorage with the same key: one edits it in a TextField, the other shows it.
// - AppStorage is "A property wrapper type that reflects a value from UserDefaults and invalidates a view on a
//   change in value in that user default": a write through the editor's binding changes the default, so the
//   badge (which reads it) runs its body, once per keystroke.
// - The value is stored in UserDefaults.standard under its key (in ObsREPL: the session's store).
import SwiftUI

struct NameEditor: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        TextField("Display name", text: $displayName)
    }
}

struct NameBadge: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        let _ = print("badge: '\(displayName)'")
        Text(displayName)
    }
}

struct ProfileRoot: View {
    var body: some View {
        VStack {
            NameBadge()
            NameEditor()
        }
    }
}

:mount ProfileRoot()
// expect: badge: 'Guest'
:clear "Display name"
// expect: badge: ''
:type "Bo" into "Display name"
// expect: badge: 'B'
// expect: badge: 'Bo'
print(UserDefaults.standard.string(forKey: "displayName") ?? "nothing stored")
// expect: Bo
