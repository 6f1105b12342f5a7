// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/environment(_:) (an @Observable profile in the environment, edited in a sheet with a local @Bindable)
// The sheet's content inherits the environment of the view the sheet is attached to, so the editor finds the
// profile with @Environment(Profile.self) and makes bindings with `@Bindable var profile = profile` in its
// body. Each keystroke writes the nickname; the header (which reads it) runs per keystroke. Done calls the
// dismiss action; onDismiss then runs and sees the final nickname.
import SwiftUI
import Observation

@Observable
final class Profile {
    var nickname = "Sam"
}

struct ProfileHeader: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        let _ = print("header: \(profile.nickname)")
        Text(profile.nickname)
    }
}

struct NicknameEditor: View {
    @Environment(Profile.self) private var profile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var profile = profile
        Form {
            TextField("Nickname", text: $profile.nickname)
            Button("Done") { dismiss() }
        }
    }
}

struct ProfileRoot: View {
    @State private var profile = Profile()
    @State private var editing = false

    var body: some View {
        VStack {
            ProfileHeader()
            Button("Edit nickname") { editing = true }
        }
        .sheet(isPresented: $editing, onDismiss: { print("saved \(profile.nickname)") }) {
            NicknameEditor()
        }
        .environment(profile)
    }
}

:mount ProfileRoot()
// expect: header: Sam
:tap "Edit nickname"
:clear "Nickname"
// expect: header: 
:type "Jo" into "Nickname"
// expect: header: J
// expect: header: Jo
:tap "Done"
// expect: saved Jo
