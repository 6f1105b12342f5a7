// Q (Apple Developer Forums style): "Does mutating a field of a @Published struct trigger an update?"
// "I have `@Published var profile: Profile` (a struct) and do `vm.profile.age += 1`. It refreshes, but my `$profile`
// sink prints the *old* age when it reads `self.profile`, and my didSet prints after the sink. Is this a bug?"
// Answer: a struct is a value, so changing one field gets the whole value, changes it and sets it back: the
// @Published setter runs. It sends objectWillChange, then gives `$profile` subscribers the new value, and only then
// stores it, so a sink that reads the property sees the old value (rules §6.3, scenario T1). The property's own
// didSet runs after the wrapper's setter (rules §15.6). Subscribing delivers the current value at once (§6.3).
// The view's body runs once, at the end of the event (rules §10.1), and reads the new age.
// Source: rules §6.3, §15.6, §10.1; Apple `published`
// (https://developer.apple.com/documentation/combine/published): publishing occurs in the property's willSet,
// so subscribers receive the new value before it is actually set on the property.
import SwiftUI
import Combine

struct Profile {
    var name: String
    var age: Int
}

final class ProfileViewModel: ObservableObject {
    @Published var profile = Profile(name: "Dana", age: 30) {
        didSet { print("didSet: age \(oldValue.age) -> \(profile.age)") }
    }
    private var cancellable: AnyCancellable?

    init() {
        cancellable = $profile.sink { [weak self] newProfile in
            print("sink got age \(newProfile.age), stored age \(self?.profile.age ?? -1)")
        }
    }
}

struct ProfileView: View {
    @StateObject private var vm = ProfileViewModel()

    var body: some View {
        let _ = print("ProfileView body: \(vm.profile.name), \(vm.profile.age)")
        VStack {
            Text("\(vm.profile.name) is \(vm.profile.age)")
            Button("Birthday") { vm.profile.age += 1 }
        }
    }
}

:mount ProfileView()
// expect: sink got age 30, stored age 30
// expect: ProfileView body: Dana, 30
:tap "Birthday"
// expect: sink got age 31, stored age 30
// expect: didSet: age 30 -> 31
// expect: ProfileView body: Dana, 31
