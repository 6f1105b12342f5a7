// SwiftUI from Apple's documentation: Environment init(_:) for an optional Observable object
// Source: developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf: "Creates an environment
// property to read an observable object from the environment, returning nil if no corresponding object
// has been set in the current view's environment", declared as `@Environment(Profile.self) private var
// currentProfile: Profile?`. Managing model data in your app: "If the object isn't available the
// environment, SwiftUI returns nil instead of throwing an exception." One ProfileView has no Profile
// above it; the other gets one from environment(_:).
import SwiftUI

@Observable final class Profile {
    var name = "Ada"
}

struct ProfileView: View {
    let label: String
    @Environment(Profile.self) private var currentProfile: Profile?

    var body: some View {
        Button("Check \(label)") {
            if let currentProfile {
                print("\(label): \(currentProfile.name)")
            } else {
                print("\(label): no profile")
            }
        }
    }
}

struct RootView: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            ProfileView(label: "outside")
            ProfileView(label: "inside")
                .environment(profile)
        }
    }
}

:mount RootView()
:tap "Check outside"
:tap "Check inside"

// expect: outside: no profile
// expect: inside: Ada
