// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (@Environment(Model.self) readers depend on what they read)
// The root places its @Observable model in the environment with `.environment(_:)`; two descendants read it with
// `@Environment(Profile.self)`. Each body depends only on the properties it reads, so renaming runs only the
// badge, and the theme change runs only the theme label. The root's body reads no property of the profile.
import SwiftUI
import Observation

@Observable final class Profile {
    var name = "Ada"
    var theme = "light"
}

struct NameBadge: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("badge: \(profile.name)")
        Text(profile.name)
    }
}

struct ThemeLabel: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("theme: \(profile.theme)")
        Text("Theme: \(profile.theme)")
    }
}

struct RootView: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("root body")
        VStack {
            NameBadge()
            ThemeLabel()
            Button("Rename") { profile.name = "Grace" }
            Button("Dark") { profile.theme = "dark" }
        }
        .environment(profile)
    }
}

:mount RootView()
// expect: root body
// expect: badge: Ada
// expect: theme: light
:tap "Rename"
// expect: badge: Grace
:tap "Dark"
// expect: theme: dark
