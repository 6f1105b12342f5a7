// SwiftLee-style "@Observable: only the views that read a property": the same profile as an @Observable class; a follow runs only the follower count, a rename only the name header
// What SwiftUI does: a view depends on the properties its last body read (rules §8.3), so a change runs only
// the readers, each printing `@dependencies` (rules §12.1). The owner keeps the model in @State and reads no
// property in its body; its buttons' actions read outside any body, untracked (rules §8.3). Children that
// hold the model in a plain `let` have no dynamic property: `@self changed.` at first (rules §12.2). Assigning
// the name it already has notifies nobody (rules §8.1).
// Sources: rules §3.7, §8.1, §8.3, §12.1, §12.2; Apple "Migrating from the Observable Object protocol to the Observable macro".
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var followers = 0
}

struct NameHeader: View {
    let profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        Text(profile.name)
    }
}

struct FollowerCount: View {
    let profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        Text("\(profile.followers) followers")
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameHeader(profile: profile)
            FollowerCount(profile: profile)
            Button("Follow") { profile.followers += 1 }
            Button("Rename") { profile.name = "Ada L." }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen: @self, @identity, _profile changed.
// expect: NameHeader: @self changed.
// expect: FollowerCount: @self changed.
:tap "Follow"
// expect: FollowerCount: @dependencies changed.
:tap "Rename"
// expect: NameHeader: @dependencies changed.
:tap "Rename"
:tap "Follow"
// expect: FollowerCount: @dependencies changed.
