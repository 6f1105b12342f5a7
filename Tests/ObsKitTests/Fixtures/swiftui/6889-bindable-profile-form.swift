// @Bindable in a form that edits an @Observable model owned by the parent (Apple's Bindable page pattern).
// What SwiftUI does: `$profile.name` binds the object and key path and reads `name` when made, so the form's body
// depends on `name` and `newsletter` (rules §8.5; Apple, Bindable:
// https://developer.apple.com/documentation/swiftui/bindable). Each keystroke writes `name`: the parent (it shows
// the name) and the form both run, parent first (rules §2.8, §10.1). The form's value is the same object, so it
// runs once. The toggle writes `newsletter`, which only the form read, so only the form runs.
import SwiftUI

@Observable
final class Profile {
    var name = ""
    var newsletter = false
}

struct ProfileForm: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("ProfileForm body")
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Newsletter", isOn: $profile.newsletter)
        }
    }
}

struct AccountScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("AccountScreen body, name '\(profile.name)'")
        VStack {
            Text(profile.name.isEmpty ? "Anonymous" : "Hello, \(profile.name)")
            ProfileForm(profile: profile)
        }
    }
}

:mount AccountScreen()
// expect: AccountScreen body, name ''
// expect: ProfileForm body
:type "Al" into "Name"
// expect: AccountScreen body, name 'A'
// expect: ProfileForm body
// expect: AccountScreen body, name 'Al'
// expect: ProfileForm body
:toggle "Newsletter"
// expect: ProfileForm body
