// cookbook style, a pitfall on purpose: a pushed page copies its argument into @State in its init; when the shared profile changes, the root's render hands the page a new value (its body runs with the new current) but the @State keeps the first draft; a fresh push starts from the new value (rules §3.2, §2.6, §8.4, §1.4)
import SwiftUI

@Observable
final class Profile {
    var nickname = "kit"
}

struct NicknamePage: View {
    let current: String
    let profile: Profile
    @State private var draft: String

    init(current: String, profile: Profile) {
        self.current = current
        self.profile = profile
        _draft = State(initialValue: current)
    }

    var body: some View {
        let _ = print("NicknamePage body: current=\(current) draft=\(draft)")
        VStack {
            Text(draft)
            Button("Server renames to max") { profile.nickname = "max" }
        }
    }
}

struct ProfileRoot: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileRoot body: \(profile.nickname)")
        NavigationStack {
            NavigationLink("Edit nickname", value: "edit")
                .navigationDestination(for: String.self) { _ in
                    NicknamePage(current: profile.nickname, profile: profile)
                }
        }
    }
}

:mount ProfileRoot()
// expect: ProfileRoot body: kit
:tap "Edit nickname"
// expect: NicknamePage body: current=kit draft=kit
:tap "Server renames to max"
// expect: ProfileRoot body: max
// expect: NicknamePage body: current=max draft=kit
:back
:tap "Edit nickname"
// expect: NicknamePage body: current=max draft=max
