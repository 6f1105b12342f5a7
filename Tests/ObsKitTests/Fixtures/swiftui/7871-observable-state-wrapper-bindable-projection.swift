// Custom DynamicProperty: a @StateModel wrapper keeping an @Observable model in @State, projecting a Bindable
// `$profile.name` binds object and key path and reads `name` when made, so typing re-runs the host as @dependencies
// (rules §8.5, §9.2, §8.3); the child that made its own binding to `bio` re-runs for bio alone, and the host, which
// never read bio, does not (§8.3). The child gets the same reference each time and is equal (rules §2.3, §2.7).
import SwiftUI

@Observable
final class Profile {
    var name = "Sam"
    var bio = ""
}

@propertyWrapper
struct StateModel<Value: AnyObject & Observable>: DynamicProperty {
    @State private var value: Value

    init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
    }

    var wrappedValue: Value { value }

    var projectedValue: Bindable<Value> { Bindable(value) }
}

struct BioField: View {
    let profile: Profile

    var body: some View {
        let _ = print("BioField: \(profile.bio.count) chars")
        TextField("Bio", text: Bindable(profile).bio)
    }
}

struct ProfileForm: View {
    @StateModel var profile = Profile()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("name '\(profile.name)'")
        Form {
            TextField("Name", text: $profile.name)
            BioField(profile: profile)
        }
    }
}

:mount ProfileForm()
// expect: ProfileForm: @self, @identity, _profile changed.
// expect: name 'Sam'
// expect: BioField: 0 chars
:type "s" into "Name"
// expect: ProfileForm: @dependencies changed.
// expect: name 'Sams'
:type "Hi" into "Bio"
// expect: BioField: 1 chars
// expect: BioField: 2 chars
