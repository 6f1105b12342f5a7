// Hacking with Swift style (profile editor): onChange(of:) on a property of an @Observable model owned in @State, a child editing it through @Bindable; the action writes another property, and an equal write notifies nobody (rules §8.1, §8.5, §9.2, §11.1)
import SwiftUI
import Observation

@Observable
final class ProfileModel {
    var displayName = ""
    var handle = ""
    init() { print("ProfileModel init") }
}

struct ProfileEditor: View {
    @Bindable var profile: ProfileModel

    var body: some View {
        let _ = print("editor body")
        Form {
            TextField("Display name", text: $profile.displayName)
            TextField("Handle", text: $profile.handle)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = ProfileModel()

    var body: some View {
        let _ = print("screen body")
        ProfileEditor(profile: profile)
            .onChange(of: profile.displayName) { oldName, newName in
                let suggested = newName.lowercased().replacingOccurrences(of: " ", with: "")
                print("name '\(oldName)' -> '\(newName)', handle \(suggested)")
                profile.handle = suggested
            }
    }
}
:mount ProfileScreen()
// expect: ProfileModel init
// expect: screen body
// expect: editor body
:type "Al" into "Display name"
// expect: screen body
// expect: editor body
// expect: name '' -> 'A', handle a
// expect: editor body
// expect: screen body
// expect: editor body
// expect: name 'A' -> 'Al', handle al
// expect: editor body
:type " " into "Display name"
// expect: screen body
// expect: editor body
// expect: name 'Al' -> 'Al ', handle al
