// Donny Wals style: nested @Observable objects: a profile holds a preferences object; a view reading profile.preferences.fontSize follows changes inside the nested object and a swap of the whole object (then tracks the new one), the name tag reads only the name, and an equal rename notifies nobody (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Preferences {
    var fontSize = 14
}

@Observable
final class UserProfile {
    var name = "Kim"
    var preferences = Preferences()
}

struct NameTag: View {
    let profile: UserProfile

    var body: some View {
        let _ = print("NameTag body: \(profile.name)")
        Text(profile.name)
    }
}

struct FontPreview: View {
    let profile: UserProfile

    var body: some View {
        let _ = print("FontPreview body: \(profile.preferences.fontSize)")
        Text("Aa")
            .font(.system(size: CGFloat(profile.preferences.fontSize)))
    }
}

struct ProfileScreen: View {
    @State private var profile = UserProfile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            NameTag(profile: profile)
            FontPreview(profile: profile)
            Button("Bigger") { profile.preferences.fontSize += 2 }
            Button("Reset prefs") { profile.preferences = Preferences() }
            Button("Rename Kim") { profile.name = "Kim" }
            Button("Rename Lee") { profile.name = "Lee" }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: NameTag body: Kim
// expect: FontPreview body: 14
:tap "Bigger"
// expect: FontPreview body: 16
:tap "Reset prefs"
// expect: FontPreview body: 14
:tap "Bigger"
// expect: FontPreview body: 16
:tap "Rename Kim"
:tap "Rename Lee"
// expect: NameTag body: Lee
