// A profile screen in the style of the migration guide's @Bindable section: the screen owns an @Observable profile
// in @State, a header shows the display name, and an editor takes the profile as @Bindable and binds two text fields
// to it with `$profile.displayName` and `$profile.bio`.
// What SwiftUI does: making `$profile.bio` reads `bio` once, so the editor's body depends on both properties it binds
// (rules §8.5); typing writes the object through the binding (rules §9.2), one keystroke per update (rules §10.1).
// Typing the bio runs only the editor; typing the display name runs the header (which read it) and the editor, in
// tree order (rules §2.8). The screen reads nothing and never runs again (rules §8.3).
// Sources: rules §2.8, §8.3, §8.5, §9.2, §10.1;
// https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class Profile {
    var displayName = "Ana"
    var bio = ""
}

struct ProfileHeader: View {
    let profile: Profile

    var body: some View {
        let _ = print("ProfileHeader body: \(profile.displayName)")
        Text(profile.displayName)
            .font(.largeTitle)
    }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("ProfileEditor body: \(profile.displayName), bio '\(profile.bio)'")
        Form {
            TextField("Display name", text: $profile.displayName)
            TextField("Bio", text: $profile.bio)
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
// expect: ProfileScreen body
// expect: ProfileHeader body: Ana
// expect: ProfileEditor body: Ana, bio ''
:type "Hi" into "Bio"
// expect: ProfileEditor body: Ana, bio 'H'
// expect: ProfileEditor body: Ana, bio 'Hi'
:type "!" into "Display name"
// expect: ProfileHeader body: Ana!
// expect: ProfileEditor body: Ana!, bio 'Hi'
