// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (views form dependencies on the observable properties their body reads)
// An @Observable profile edited through @Bindable text fields; a name badge reads only `name`, a bio card only
// `bio`, and the screen that owns the model reads neither.
// - https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
//   Observation updates views "based on changes to the observable properties that a view's body reads instead of
//   any property changes that occur to an observable object".
// - So a keystroke in "Name" runs only the badge's body, one in "Bio" only the card's; the screen's body runs once.
import SwiftUI

@Observable
final class Profile {
    var name = "Ann"
    var bio = "Hi"
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Bio", text: $profile.bio)
        }
    }
}

struct NameBadge: View {
    var profile: Profile

    var body: some View {
        let _ = print("badge: \(profile.name)")
        Text(profile.name)
    }
}

struct BioCard: View {
    var profile: Profile

    var body: some View {
        let _ = print("bio card: \(profile.bio)")
        Text(profile.bio)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("screen body")
        VStack {
            NameBadge(profile: profile)
            BioCard(profile: profile)
            ProfileEditor(profile: profile)
        }
    }
}

:mount ProfileScreen()
// expect: screen body
// expect: badge: Ann
// expect: bio card: Hi
:type "e" into "Name"
// expect: badge: Anne
:type "!" into "Bio"
// expect: bio card: Hi!
