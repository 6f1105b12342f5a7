// Style: Apple documentation, `Bindable`: "You can use the Bindable property wrapper on properties and variables to an Observable object. This
// includes global variables, properties that exist outside of SwiftUI types, or even local variables", with the example of an `@Environment`
// model bound in the body with `@Bindable var book = book`. Making `$profile.nickname` reads `nickname` in the body (rules §8.5), so the editor
// runs at each keystroke, and so does the label that shows it (rules §8.3); the owner never reads it and does not run (rules §14.2).
// `:type` types one character per turn (rules §10.1, ObsREPL's choice).
import SwiftUI

@Observable
final class UserProfile {
    var nickname = ""
}

struct NicknameEditor: View {
    @Environment(UserProfile.self) private var profile

    var body: some View {
        let _ = print("NicknameEditor body")
        @Bindable var profile = profile
        TextField("Nickname", text: $profile.nickname)
    }
}

struct NicknameLabel: View {
    @Environment(UserProfile.self) private var profile

    var body: some View {
        let _ = print("NicknameLabel body: '\(profile.nickname)'")
        Text(profile.nickname)
    }
}

struct ProfileForm: View {
    @State private var profile = UserProfile()

    var body: some View {
        let _ = print("ProfileForm body")
        Form {
            NicknameEditor()
            NicknameLabel()
        }
        .environment(profile)
    }
}

:mount ProfileForm()
// expect: ProfileForm body
// expect: NicknameEditor body
// expect: NicknameLabel body: ''
:type "Jo" into "Nickname"
// expect: NicknameEditor body
// expect: NicknameLabel body: 'J'
// expect: NicknameEditor body
// expect: NicknameLabel body: 'Jo'
