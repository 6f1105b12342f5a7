// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (environment(_:) takes an optional: passing nil clears the object of that type from the environment, and a view reading @Environment(Profile.self) as Profile? then gets nil)
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Jordan"
}

struct ProfileLine: View {
    @Environment(Profile.self) private var profile: Profile?

    var body: some View {
        let _ = print(profile.map { "signed in as \($0.name)" } ?? "signed out")
        Text(profile?.name ?? "Signed out")
    }
}

struct RootView: View {
    @State private var currentProfile: Profile? = Profile()

    var body: some View {
        VStack {
            Button("Sign out") { currentProfile = nil }
            ProfileLine()
        }
        .environment(currentProfile)
    }
}

:mount RootView()
:tap "Sign out"
// expect: signed in as Jordan
// expect: signed out
