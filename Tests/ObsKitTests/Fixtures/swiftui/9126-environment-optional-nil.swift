// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (an optional @Environment(Model.self) is nil until an ancestor sets it)
// Apple: this initializer reads an observable object from the environment, "returning nil if no corresponding
// object has been set in the current view's environment". Mounted bare, the view sees nil; mounted with
// `.environment(Profile())`, it sees the object and tracks the property it reads.
import SwiftUI
import Observation

@Observable final class Profile {
    var name = "Ada"
}

struct GreetingView: View {
    @Environment(Profile.self) private var profile: Profile?

    var body: some View {
        let _ = print("body: \(profile?.name ?? "no profile")")
        VStack {
            Text("Hello, \(profile?.name ?? "guest")")
            Button("Rename") { profile?.name = "Grace" }
        }
    }
}

:mount GreetingView()
// expect: body: no profile
:tap "Rename"
:mount GreetingView().environment(Profile())
// expect: body: Ada
:tap "Rename"
// expect: body: Grace
