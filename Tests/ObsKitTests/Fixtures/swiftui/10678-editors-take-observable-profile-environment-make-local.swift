// Apple-docs-via-HWS "@Bindable from @Environment" style: editors take the @Observable profile from the environment and make a local @Bindable in body; making $profile.nickname reads it, so the editor runs at each keystroke with the header that shows it, while the bio editor runs only for the bio (rules §8.5, §14.2, §8.3)
import SwiftUI

@Observable
final class Profile {
    var nickname = "sky"
    var bio = ""
}

struct ProfileBanner: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("ProfileBanner body: \(profile.nickname)")
        Text("@\(profile.nickname)")
    }
}

struct NicknameEditor: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        let _ = print("NicknameEditor body")
        TextField("Nickname", text: $profile.nickname)
    }
}

struct BioEditor: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        let _ = print("BioEditor body")
        TextField("Bio", text: $profile.bio)
    }
}

struct ProfileEditScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileEditScreen body")
        Form {
            ProfileBanner()
            NicknameEditor()
            BioEditor()
        }
        .environment(profile)
    }
}

:mount ProfileEditScreen()
// expect: ProfileEditScreen body
// expect: ProfileBanner body: sky
// expect: NicknameEditor body
// expect: BioEditor body
:type "!" into "Nickname"
// expect: ProfileBanner body: sky!
// expect: NicknameEditor body
:type "hi" into "Bio"
// expect: BioEditor body
// expect: BioEditor body
