// SwiftUI from Apple's documentation: environment(nil) clears an object of that type for the subtree below it
// Apple, environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "object: The object
// to set for this object's type in the environment, or nil to clear an object of this type from the environment."
// Apple, Environment init(_:) (Observable, optional): reading returns "nil if no corresponding object has been set in
// the current view's environment."
import SwiftUI

@Observable
final class Profile {
    var name = "Sam"
}

struct ProfileReader: View {
    let title: String
    @Environment(Profile.self) private var profile: Profile?
    var body: some View {
        Button(title) { print("\(title): \(profile?.name ?? "nil")") }
    }
}

struct Root: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            ProfileReader(title: "Signed")
            ProfileReader(title: "Guest")
                .environment(nil as Profile?)
        }
        .environment(profile)
    }
}

:mount Root()
:tap "Signed"
:tap "Guest"
// expect: Signed: Sam
// expect: Guest: nil
