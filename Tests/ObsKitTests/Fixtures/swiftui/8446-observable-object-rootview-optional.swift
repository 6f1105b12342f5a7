// SwiftUI from Apple's documentation: View.environment(_:) for an Observable object (RootView with an optional Profile)
// Source: developer.apple.com/documentation/swiftui/view/environment(_:): "Places an observable object in
// the view's environment"; its example keeps `@State private var currentProfile: Profile?` in RootView and
// passes it with `.environment(currentProfile)`; the parameter is "The object to set for this object's
// type in the environment, or nil to clear an object of this type from the environment." The reader
// declares `@Environment(Profile.self) private var currentProfile: Profile?`.
import SwiftUI

@Observable final class Profile {
    var name = "Grace"
}

struct ContentView: View {
    @Environment(Profile.self) private var currentProfile: Profile?

    var body: some View {
        let _ = print("ContentView: \(currentProfile?.name ?? "signed out")")
        Text(currentProfile?.name ?? "Signed out")
    }
}

struct RootView: View {
    @State private var currentProfile: Profile?

    var body: some View {
        ContentView()
            .environment(currentProfile)
        Button("Sign in") { currentProfile = Profile() }
        Button("Sign out") { currentProfile = nil }
    }
}

:mount RootView()
:tap "Sign in"
:tap "Sign out"

// expect: ContentView: signed out
// expect: ContentView: Grace
// expect: ContentView: signed out
