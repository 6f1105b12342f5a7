// Apple-docs-following tutorial style: editing an environment model with a local `@Bindable` inside `body`
// What SwiftUI does: `@Environment(Profile.self)` has no `$` projection, so the editor declares
// `@Bindable var profile = profile` in its body, as Apple's "Managing model data in your app" shows; `@Bindable` is a
// plain wrapper that may be a local (rules §8.5). Making `$profile.displayName` reads `displayName` once, so the
// editor's body depends on it (rules §8.5) and runs again at each keystroke, as does the card that shows the name
// (rules §14.2, §8.3). The screen only passes the model on and never runs again.
// Sources: rules §8.3, §8.5, §9.2, §14.2; https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@Observable
final class Profile {
    var displayName = "Sam"
    var bio = ""
}

struct ProfileCard: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("ProfileCard body: '\(profile.displayName)'")
        Text(profile.displayName).font(.title)
    }
}

struct ProfileEditor: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        let _ = print("ProfileEditor body")
        Form {
            TextField("Display name", text: $profile.displayName)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            ProfileCard()
            ProfileEditor()
        }
        .environment(profile)
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: ProfileCard body: 'Sam'
// expect: ProfileEditor body
:clear "Display name"
// expect: ProfileCard body: ''
// expect: ProfileEditor body
:type "Al" into "Display name"
// expect: ProfileCard body: 'A'
// expect: ProfileEditor body
// expect: ProfileCard body: 'Al'
// expect: ProfileEditor body
