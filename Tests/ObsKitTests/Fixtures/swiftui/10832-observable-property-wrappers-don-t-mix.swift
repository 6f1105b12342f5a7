// Blog style (@Observable and property wrappers don't mix): the macro can't track a wrapped property, so @Trimmed has to be @ObservationIgnored, and then setting the nickname updates no view until a tracked property changes; the bio, a tracked stored var, re-runs the body (rules §8.1, §8.3, §3.7, §12.1, §12.2)
import SwiftUI
import Observation

@propertyWrapper
struct Trimmed {
    private var value = ""

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

@Observable
final class Profile {
    @ObservationIgnored @Trimmed var nickname = ""
    var bio = ""
}

struct ProfileView: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("nickname '\(profile.nickname)', bio '\(profile.bio)'")
        VStack {
            Button("Set nickname") {
                profile.nickname = "  Ace  "
                print("nickname set to '\(profile.nickname)'")
            }
            Button("Set bio") {
                profile.bio = "Pilot"
            }
        }
    }
}

:mount ProfileView()
// expect: ProfileView: @self, @identity, _profile changed.
// expect: nickname '', bio ''
:tap "Set nickname"
// expect: nickname set to 'Ace'
:tap "Set bio"
// expect: ProfileView: @dependencies changed.
// expect: nickname 'Ace', bio 'Pilot'
:tap "Set bio"
