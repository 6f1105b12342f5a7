// An @Observable profile held in @State, edited through @Bindable in a child: only the views that read the changed property re-run; expected output by the SwiftUI rules (rules §8 per-property tracking, "$item.title creation reads title", reads in Button actions untracked; Apple: bindable, migrating-from-the-observable-object-protocol)
import SwiftUI

@Observable
final class Profile {
    var name = "Sam"
    var bio = ""
}

struct NameField: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = print("NameField body")
        TextField("Name", text: $profile.name)
    }
}

struct BioCounter: View {
    var profile: Profile

    var body: some View {
        let _ = print("BioCounter body: \(profile.bio.count) characters")
        Text("\(profile.bio.count) characters")
    }
}

struct ProfileEditor: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileEditor body")
        VStack {
            NameField(profile: profile)
            BioCounter(profile: profile)
            Button("Add bio line") {
                profile.bio += "Hi. "
            }
            Button("Show profile") {
                print("name=[\(profile.name)], bio=[\(profile.bio)]")
            }
        }
    }
}

:mount ProfileEditor()
:clear "Name"
:type "Jo" into "Name"
:tap "Add bio line"
:tap "Show profile"

// expect: ProfileEditor body
// expect: NameField body
// expect: BioCounter body: 0 characters
// expect: NameField body
// expect: NameField body
// expect: NameField body
// expect: BioCounter body: 4 characters
// expect: name=[Jo], bio=[Hi. ]
