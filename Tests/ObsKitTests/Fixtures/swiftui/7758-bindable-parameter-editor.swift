// Observation in depth: @Bindable from a parameter, a nickname editor and the header that shows the nickname
// A stored `@Bindable` is not a dynamic property (rules §8.5, §12.2: first run `@self` only). Making
// `$profile.nickname` reads `nickname`, so the editor depends on it (§8.5, §9.2), as does the screen whose `Text`
// reads it: each keystroke runs both, parent first (§2.8), each with `@dependencies` (§12.1); the editor's value is
// unchanged (same object, §2.3). `bio` is read by no body (§8).
import SwiftUI

@Observable
final class Profile {
    var nickname = "kim"
    var bio = ""
}

struct NicknameEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        TextField("Nickname", text: $profile.nickname)
            .textInputAutocapitalization(.never)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Text("Hello, \(profile.nickname)")
            NicknameEditor(profile: profile)
            Button("Write bio") { profile.bio = "Cyclist" }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen: @self, @identity, _profile changed.
// expect: NicknameEditor: @self changed.
:type "!" into "Nickname"
// expect: ProfileScreen: @dependencies changed.
// expect: NicknameEditor: @dependencies changed.
:tap "Write bio"
