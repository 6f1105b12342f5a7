// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a @Bindable local variable made in body from an @Environment(Profile.self) object gives TextField a binding to profile.nickname; typing changes the model, and another view whose body reads nickname updates per keystroke while the view reading only email does not)
import SwiftUI
import Observation

@Observable
final class Profile {
    var nickname = ""
    var email = "kim@example.com"
}

struct NicknameEditor: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        TextField("Nickname", text: $profile.nickname)
    }
}

struct Greeting: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("greeting: Hi \(profile.nickname)!")
        Text("Hi \(profile.nickname)!")
    }
}

struct EmailLine: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("email: \(profile.email)")
        Text(profile.email)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        Form {
            Greeting()
            EmailLine()
            NicknameEditor()
        }
        .environment(profile)
    }
}

:mount ProfileScreen()
:type "Kai" into "Nickname"
// expect: greeting: Hi !
// expect: email: kim@example.com
// expect: greeting: Hi K!
// expect: greeting: Hi Ka!
// expect: greeting: Hi Kai!
