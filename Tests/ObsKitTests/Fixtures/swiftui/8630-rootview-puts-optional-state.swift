// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (RootView puts an optional @State currentProfile: Profile? in the environment with .environment(currentProfile); a view declaring @Environment(Profile.self) private var currentProfile: Profile? reads nil until one is set, and nil again once it is cleared)
import SwiftUI

@Observable
class Profile {
    var name: String

    init(name: String) {
        self.name = name
    }
}

struct ContentView: View {
    @Environment(Profile.self) private var currentProfile: Profile?

    var body: some View {
        VStack {
            if let currentProfile {
                Text("Signed in as \(currentProfile.name)")
            } else {
                Text("Signed out")
            }
        }
        .onAppear {
            print("appeared with \(currentProfile?.name ?? "no profile")")
        }
        .onChange(of: currentProfile?.name) { _, name in
            print("profile: \(name ?? "nil")")
        }
    }
}

struct RootView: View {
    @State private var currentProfile: Profile?

    var body: some View {
        VStack {
            Button("Sign In") {
                currentProfile = Profile(name: "Juan Chavez")
            }
            Button("Sign Out") {
                currentProfile = nil
            }
            ContentView()
                .environment(currentProfile)
        }
    }
}

:mount RootView()
:tap "Sign In"
:tap "Sign Out"
// expect: appeared with no profile
// expect: profile: Juan Chavez
// expect: profile: nil
