// Profile editor in the style of Apple's "Managing model data in your app": an @Observable model held in @State by
// the screen, passed to a header that shows it and to a Form that edits it through @Bindable.
// What SwiftUI does: the model is made once, when the root value is made (rules §3.1, §3.2). `$profile.displayName`
// reads `displayName` when the binding is made (rules §8.5, §9.2), so the editor depends on every property it binds;
// the header depends on `displayName` only, by what its body read (rules §8.3). A keystroke in "Display name" runs
// the header, then the editor (parents first, then tree order, rules §2.8); a keystroke in "Bio" or the toggle runs
// the editor alone. The screen read no property of the model and never runs again (rules §8.3). `:clear` empties
// the field in one turn (README).
// Sources: rules §2.8, §3.1, §8.3, §8.5, §9.2; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI
import Observation

@Observable
final class Profile {
    var displayName = "Ada"
    var bio = ""
    var showsEmail = true

    init() {
        print("Profile init")
    }
}

struct ProfileHeader: View {
    let profile: Profile

    var body: some View {
        let _ = print("ProfileHeader body: '\(profile.displayName)'")
        Text(profile.displayName)
            .font(.title)
    }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("ProfileEditor body")
        Form {
            Section("Public") {
                TextField("Display name", text: $profile.displayName)
                TextField("Bio", text: $profile.bio)
            }
            Section {
                Toggle("Show email", isOn: $profile.showsEmail)
            }
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            ProfileHeader(profile: profile)
            ProfileEditor(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: Profile init
// expect: ProfileScreen body
// expect: ProfileHeader body: 'Ada'
// expect: ProfileEditor body
:clear "Display name"
// expect: ProfileHeader body: ''
// expect: ProfileEditor body
:type "Bo" into "Display name"
// expect: ProfileHeader body: 'B'
// expect: ProfileEditor body
// expect: ProfileHeader body: 'Bo'
// expect: ProfileEditor body
:type "Hi" into "Bio"
// expect: ProfileEditor body
// expect: ProfileEditor body
:toggle "Show email"
// expect: ProfileEditor body
