// SwiftUI from Apple's documentation: an optional @Environment(Model.self) reads nil when nothing was set
// Apple, Environment init(_:) for optional observables (https://developer.apple.com/documentation/swiftui/environment/
// init(_:)-8slkf): "Creates an environment property to read an observable object from the environment, returning nil
// if no corresponding object has been set in the current view's environment."
import SwiftUI

@Observable
final class Profile {
    var name = "Kim"
}

struct Greeting: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View {
        let _ = print("Greeting: \(profile?.name ?? "no profile")")
        Text(profile?.name ?? "Guest")
    }
}

struct Screen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            Greeting()
            Greeting().environment(profile)
        }
    }
}

:mount Screen()
// expect: Greeting: no profile
// expect: Greeting: Kim
