// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (an optional @Environment(Profile.self) reads nil instead of crashing when no Profile was put in the environment, and follows it as it is set and cleared)
// Environment.init(_:) for an optional type "Creates an environment property to read an observable object from the
// environment, returning nil if no corresponding object has been set in the current view's environment".
// environment(_:) takes an optional: "The object to set for this object's type in the environment, or nil to clear an
// object of this type from the environment." The account bar reads the profile, so its body runs when the object in
// its environment changes.
// - Mount: no profile yet: the bar shows a guest.
// - "Sign in": the root's body runs (it reads `profile`), the bar's body sees Kim.
// - "Sign out": nil again: guest.
import SwiftUI

@Observable
final class Profile {
    var name: String

    init(name: String) {
        self.name = name
    }
}

struct AccountBar: View {
    @Environment(Profile.self) private var profile: Profile?

    var body: some View {
        let _ = print("account bar: \(profile?.name ?? "guest")")
        Text(profile.map { "Signed in as \($0.name)" } ?? "Not signed in")
    }
}

struct RootView: View {
    @State private var profile: Profile?

    var body: some View {
        let _ = print("root body, signed in: \(profile != nil)")
        VStack {
            AccountBar()
            Button("Sign in") { profile = Profile(name: "Kim") }
            Button("Sign out") { profile = nil }
        }
        .environment(profile)
    }
}

:mount RootView()
// expect: root body, signed in: false
// expect: account bar: guest
:tap "Sign in"
// expect: root body, signed in: true
// expect: account bar: Kim
:tap "Sign out"
// expect: root body, signed in: false
// expect: account bar: guest
