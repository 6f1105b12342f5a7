// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (an optional @Observable profile placed in the environment once it exists)
// The page's RootView keeps `@State private var currentProfile: Profile?` and passes it to `.environment(_:)`;
// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf reads it as an optional,
// "returning nil if no corresponding object has been set in the current view's environment".
// - Signing in sets the state: the root runs again and the reader now sees the profile.
// - Renaming changes a property only the reader reads: the reader runs, the root does not.
import SwiftUI
import Observation

@Observable
final class Profile {
    var name: String

    init(name: String) {
        self.name = name
    }
}

struct ContentView: View {
    @Environment(Profile.self) private var currentProfile: Profile?

    var body: some View {
        let _ = print("content: \(currentProfile?.name ?? "signed out")")
        VStack {
            Text(currentProfile?.name ?? "Signed out")
            Button("Rename") { currentProfile?.name = "Jordan" }
        }
    }
}

struct RootView: View {
    @State private var currentProfile: Profile?

    var body: some View {
        let _ = print("root body")
        VStack {
            ContentView()
                .environment(currentProfile)
            Button("Sign In") { currentProfile = Profile(name: "Taylor") }
        }
    }
}

:mount RootView()
// expect: root body
// expect: content: signed out
:tap "Sign In"
// expect: root body
// expect: content: Taylor
:tap "Rename"
// expect: content: Jordan
