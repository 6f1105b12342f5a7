// Apple docs style: the ObservedObject page's DataModel/MySubView, rebuilt: the owner's @StateObject passed to a child's @ObservedObject; both subscribe, so a change runs owner then child (printed by _printChanges), and a sibling holding no model stays put (rules §4.2, §5.1, §6.5, §12)
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Sam"
    @Published var isPublic = false

    init() { print("Profile init") }
}

struct PublicToggle: View {
    @ObservedObject var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        Toggle("Public", isOn: $profile.isPublic)
    }
}

struct Footer: View {
    var body: some View {
        let _ = print("Footer body")
        Text("v1.0")
    }
}

struct ProfileView: View {
    @StateObject private var profile = Profile()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(profile.name)
            PublicToggle(profile: profile)
            Button("Rename") { profile.name = "Kai" }
            Footer()
        }
    }
}

:mount ProfileView()
// expect: Profile init
// expect: ProfileView: @self, @identity, _profile changed.
// expect: PublicToggle: @self, @identity, _profile changed.
// expect: Footer body
:toggle "Public"
// expect: ProfileView: _profile changed.
// expect: PublicToggle: _profile changed.
:tap "Rename"
// expect: ProfileView: _profile changed.
// expect: PublicToggle: _profile changed.
