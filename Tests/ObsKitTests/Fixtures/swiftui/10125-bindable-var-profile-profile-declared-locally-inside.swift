// what's-new style: `@Bindable var profile = profile` declared locally inside body of a view that got the @Observable as a plain `let`; making `$profile.nickname` reads nickname, so the editor re-runs per keystroke; an equal write notifies nobody (rules §8.5, §8.1, §2.3)
import SwiftUI

@Observable
final class Profile {
    var nickname = "sam"
    var bio = ""
}

struct NicknameEditor: View {
    let profile: Profile

    var body: some View {
        let _ = print("NicknameEditor body")
        @Bindable var profile = profile
        TextField("Nickname", text: $profile.nickname)
    }
}

struct ProfilePreview: View {
    let profile: Profile

    var body: some View {
        let _ = print("ProfilePreview body: \(profile.nickname)")
        Text(profile.nickname)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            ProfilePreview(profile: profile)
            NicknameEditor(profile: profile)
            Button("Clear bio") { profile.bio = "" }
            Button("Write bio") { profile.bio = "hi" }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: ProfilePreview body: sam
// expect: NicknameEditor body
:type "x" into "Nickname"
// expect: ProfilePreview body: samx
// expect: NicknameEditor body
:tap "Clear bio"
:tap "Write bio"
