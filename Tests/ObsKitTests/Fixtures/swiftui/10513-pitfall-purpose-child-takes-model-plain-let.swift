// Observation in depth style: PITFALL, on purpose: a child that takes the model as a plain let cannot write $profile.bio (a let has no projected value, the compiler rejects it); the workaround is a hand-made Binding(get:set:), whose get runs when it is made, so the body depends on bio just as the @Bindable version's does (rules §9.1, §8.5, §9.2)
import SwiftUI

@Observable
final class Profile {
    var bio = "Hi"
}

struct BioEditor: View {
    let profile: Profile

    var body: some View {
        let _ = print("BioEditor body")
        TextField("Bio", text: Binding(get: { profile.bio }, set: { profile.bio = $0 }))
    }
}

struct BioEditorBindable: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("BioEditorBindable body")
        TextField("Bio (bindable)", text: $profile.bio)
    }
}

struct BioPreview: View {
    let profile: Profile

    var body: some View {
        let _ = print("BioPreview body: \(profile.bio)")
        Text(profile.bio)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            BioEditor(profile: profile)
            BioEditorBindable(profile: profile)
            BioPreview(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: BioEditor body
// expect: BioEditorBindable body
// expect: BioPreview body: Hi
:type "!" into "Bio"
// expect: BioEditor body
// expect: BioEditorBindable body
// expect: BioPreview body: Hi!
:type "?" into "Bio (bindable)"
// expect: BioEditor body
// expect: BioEditorBindable body
// expect: BioPreview body: Hi!?
