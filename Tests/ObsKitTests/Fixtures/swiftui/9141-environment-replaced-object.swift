// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (replacing the object placed in the environment)
// The root keeps its profile in @State and places it with `.environment(profile)`. Assigning a new Profile
// changes the root's state (the root's body runs) and the environment below it: the badge reads the new object.
// Afterwards the badge tracks the new object's `name`; the old object's changes run nothing.
import SwiftUI
import Observation

@Observable final class Profile {
    var name: String
    init(name: String) { self.name = name }
}

struct NameBadge: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("badge: \(profile.name)")
        Text(profile.name)
    }
}

struct RootView: View {
    @State private var profile = Profile(name: "Ada")
    @State private var previous: Profile?

    var body: some View {
        let _ = print("root body")
        VStack {
            NameBadge()
            Button("Switch user") {
                previous = profile
                profile = Profile(name: "Grace")
            }
            Button("Rename old") { previous?.name = "Ada L." }
            Button("Rename current") { profile.name = "Grace H." }
        }
        .environment(profile)
    }
}

:mount RootView()
// expect: root body
// expect: badge: Ada
:tap "Switch user"
// expect: root body
// expect: badge: Grace
:tap "Rename old"
:tap "Rename current"
// expect: badge: Grace H.
