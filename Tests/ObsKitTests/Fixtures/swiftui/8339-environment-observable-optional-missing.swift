// SwiftUI from Apple's documentation: an optional @Environment(Type.self) reads nil when no ancestor placed that object
// Apple, Environment init(_:) for Observable (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf):
// "Creates an environment property to read an observable object from the environment, returning nil if no corresponding
// object has been set in the current view's environment." ... "@Environment(Profile.self) private var currentProfile:
// Profile?"
import SwiftUI

@Observable
final class Profile {
    var name = "Sam"
}

struct MyView: View {
    @Environment(Profile.self) private var currentProfile: Profile?
    var body: some View {
        Button("Profile") {
            if let currentProfile {
                print("profile \(currentProfile.name)")
            } else {
                print("no profile")
            }
        }
    }
}

:mount MyView()
:tap "Profile"
// expect: no profile
