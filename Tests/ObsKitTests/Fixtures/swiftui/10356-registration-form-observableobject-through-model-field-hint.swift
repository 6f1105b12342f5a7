// forms and editing style: a registration form on an ObservableObject through $model.field; the hint child takes only a Bool, so it is plain data compared by bytes and runs only when canSubmit flips, while the form runs at every change (rules §2.1, §2.7, §6.5)
import SwiftUI

final class RegistrationModel: ObservableObject {
    @Published var name = ""
    @Published var age = 18
    @Published var agreed = false

    var canSubmit: Bool { !name.isEmpty && agreed }
}

struct SubmitHint: View {
    let canSubmit: Bool

    var body: some View {
        let _ = print("SubmitHint body: \(canSubmit)")
        Text(canSubmit ? "Ready" : "Fill in your name and accept the terms")
    }
}

struct RegistrationForm: View {
    @StateObject private var model = RegistrationModel()

    var body: some View {
        let _ = print("RegistrationForm body")
        Form {
            Section("You") {
                TextField("Name", text: $model.name)
                Stepper("Age: \(model.age)", value: $model.age, in: 13...99)
            }
            Section {
                Toggle("I accept the terms", isOn: $model.agreed)
            }
            SubmitHint(canSubmit: model.canSubmit)
            Button("Register") { print("registered \(model.name), \(model.age)") }
                .disabled(!model.canSubmit)
        }
    }
}

:mount RegistrationForm()
// expect: RegistrationForm body
// expect: SubmitHint body: false
:type "Al" into "Name"
// expect: RegistrationForm body
// expect: RegistrationForm body
:toggle "I accept the terms"
// expect: RegistrationForm body
// expect: SubmitHint body: true
:step "Age: 18" up
// expect: RegistrationForm body
:tap "Register"
// expect: registered Al, 19
:clear "Name"
// expect: RegistrationForm body
// expect: SubmitHint body: false
:tap "Register"
// expect-error: button "Register" is disabled
