// Swift with Majid, "The magic of view identity in SwiftUI", https://swiftwithmajid.com — a sign-up form that owns an @Observable model in @State, reset by bumping a version used as .id(version): the new model is made in the parent's body, the old node and its model go, and the form appears anew; a plain parent render only makes a throwaway
// .id(x) with a new x resets the subtree: @State starts from the current struct's initial value (rules §1.3), the
// old node is destroyed and its model deinits before the new body (§1.4 choice), then disappear (old) and appear
// (new) (§11.1). A parent render with the same id builds the form again, so its @State initial value makes a
// throwaway model (§3.1, §3.3) and the form runs with its installed model (§2.5). When the old node goes, its
// installed model goes first, then the throwaway its last view value held (the order §1.4 gives for :unmount).
import SwiftUI

@Observable
final class SignupModel {
    static var made = 0
    let serial: Int
    var name = ""

    init() {
        SignupModel.made += 1
        serial = SignupModel.made
        print("SignupModel \(serial) init")
    }
    deinit { print("SignupModel \(serial) deinit") }
}

struct SignupForm: View {
    @State private var model = SignupModel()

    var body: some View {
        let _ = print("SignupForm body, model \(model.serial), name '\(model.name)'")
        TextField("Name", text: Bindable(model).name)
            .onAppear { print("form appear") }
            .onDisappear { print("form disappear") }
    }
}

struct SignupScreen: View {
    @State private var version = 0
    @State private var attempts = 0

    var body: some View {
        let _ = print("SignupScreen body, version \(version), attempts \(attempts)")
        VStack {
            SignupForm()
                .id(version)
            Button("Try again") { attempts += 1 }
            Button("Reset form") { version += 1 }
        }
    }
}

:mount SignupScreen()
// expect: SignupScreen body, version 0, attempts 0
// expect: SignupModel 1 init
// expect: SignupForm body, model 1, name ''
// expect: form appear
:type "Al" into "Name"
// expect: SignupForm body, model 1, name 'A'
// expect: SignupForm body, model 1, name 'Al'
:tap "Try again"
// expect: SignupScreen body, version 0, attempts 1
// expect: SignupModel 2 init
// expect: SignupForm body, model 1, name 'Al'
:tap "Reset form"
// expect: SignupScreen body, version 1, attempts 1
// expect: SignupModel 3 init
// expect: SignupModel 1 deinit
// expect: SignupModel 2 deinit
// expect: SignupForm body, model 3, name ''
// expect: form disappear
// expect: form appear
