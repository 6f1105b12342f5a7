// Swift with Majid style: required fields report whether they are filled, and the form enables its button from that
// What SwiftUI does: each field reports `!text.isEmpty`; `reduce` ANDs them, with `true` as the neutral default
// (rules §15.23). At mount the combined `false` differs from the default and the action is told (rules §15.23,
// ObsREPL's choice); it writes `false` into `canSubmit`, an equal value, which does nothing (rules §3.4). Typing into
// one field re-runs that field only (rules §3.5); the result is still `false`, so nothing is told. Filling the second
// makes it `true`: the action writes the captured Binding and the form runs again in the same turn (rules §10.1),
// enabling the button. Emptying a field disables it again, and a tap on a disabled button is an error (rules §15.11).
// Sources: rules §3.4, §3.5, §10.1, §15.11, §15.23; https://developer.apple.com/documentation/swiftui/preferencekey
import SwiftUI

struct FieldsValidKey: PreferenceKey {
    static let defaultValue = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}

struct RequiredField: View {
    let title: String
    @State private var text = ""

    var body: some View {
        let _ = print("RequiredField \(title): \(text.count) chars")
        TextField(title, text: $text)
            .preference(key: FieldsValidKey.self, value: !text.isEmpty)
    }
}

struct SignupForm: View {
    @State private var canSubmit = false

    var body: some View {
        let _ = print("SignupForm body: canSubmit \(canSubmit)")
        VStack {
            RequiredField(title: "Name")
            RequiredField(title: "Email")
            Button("Create account") { print("account created") }
                .disabled(!canSubmit)
        }
        .onPreferenceChange(FieldsValidKey.self) { [binding = $canSubmit] valid in
            print("form valid: \(valid)")
            binding.wrappedValue = valid
        }
    }
}

:mount SignupForm()
// expect: SignupForm body: canSubmit false
// expect: RequiredField Name: 0 chars
// expect: RequiredField Email: 0 chars
// expect: form valid: false
:type "A" into "Name"
// expect: RequiredField Name: 1 chars
:type "b" into "Email"
// expect: RequiredField Email: 1 chars
// expect: form valid: true
// expect: SignupForm body: canSubmit true
:tap "Create account"
// expect: account created
:clear "Email"
// expect: RequiredField Email: 0 chars
// expect: form valid: false
// expect: SignupForm body: canSubmit false
:tap "Create account"
// expect-error: button "Create account" is disabled
