// Donny Wals style (Observation and @Bindable): the parent owns an @Observable profile in @State and reads none of it; a header and a preview each read one property; the @Bindable editor makes bindings to three properties, so it runs for any of them, while each reader runs only for its own (rules §8.3, §8.5, §9.2)
import SwiftUI

@Observable
final class UserProfile {
    var username = "donny"
    var bio = ""
    var notificationsOn = true
}

struct UsernameHeader: View {
    let profile: UserProfile

    var body: some View {
        let _ = print("UsernameHeader body: \(profile.username)")
        Text("@\(profile.username)")
            .font(.title)
    }
}

struct BioPreview: View {
    let profile: UserProfile

    var body: some View {
        let _ = print("BioPreview body: '\(profile.bio)'")
        Text(profile.bio.isEmpty ? "No bio yet" : profile.bio)
    }
}

struct ProfileEditor: View {
    @Bindable var profile: UserProfile

    var body: some View {
        let _ = print("ProfileEditor body")
        Form {
            TextField("Username", text: $profile.username)
            TextField("Bio", text: $profile.bio)
            Toggle("Notifications", isOn: $profile.notificationsOn)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = UserProfile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            UsernameHeader(profile: profile)
            BioPreview(profile: profile)
            ProfileEditor(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: UsernameHeader body: donny
// expect: BioPreview body: ''
// expect: ProfileEditor body
:type "!" into "Username"
// expect: UsernameHeader body: donny!
// expect: ProfileEditor body
:type "Hi" into "Bio"
// expect: BioPreview body: 'H'
// expect: ProfileEditor body
// expect: BioPreview body: 'Hi'
// expect: ProfileEditor body
:toggle "Notifications"
// expect: ProfileEditor body
