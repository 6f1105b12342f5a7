// SwiftLee style: @Bindable turns an @Observable model passed in into bindings ($profile.name) without owning it; typing re-runs only the views that read the edited property — the owner, which reads neither, stays put (rules §8.5, §9.2, §8.3)
import SwiftUI

@Observable
final class Profile {
    var name = "Sam"
    var bio = ""
}

struct NameEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("NameEditor body: \(profile.name)")
        TextField("Name", text: $profile.name)
    }
}

struct BioEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("BioEditor body")
        TextField("Bio", text: $profile.bio)
    }
}

struct ProfilePreview: View {
    let profile: Profile

    var body: some View {
        let _ = print("ProfilePreview body: \(profile.name)")
        Text(profile.name)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            NameEditor(profile: profile)
            BioEditor(profile: profile)
            ProfilePreview(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: NameEditor body: Sam
// expect: BioEditor body
// expect: ProfilePreview body: Sam
:type "!" into "Name"
// expect: NameEditor body: Sam!
// expect: ProfilePreview body: Sam!
:type "x" into "Bio"
// expect: BioEditor body
