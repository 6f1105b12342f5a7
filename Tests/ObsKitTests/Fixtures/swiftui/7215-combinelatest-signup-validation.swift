// Form validation in the style of Combine tutorials: `Publishers.CombineLatest($email, $password).map { ... }
// .assign(to: &$canSubmit)` in the view model's init, and `.disabled(!viewModel.canSubmit)` on the button.
// What SwiftUI/Combine does: both `@Published` publishers give their current value on subscription, so
// `CombineLatest` emits once in the init (rules §6.3; Apple `Publishers.CombineLatest`: it emits once every upstream
// has produced a value, then on each new value). Each keystroke sets `email` or `password`: the map runs with the new
// value (before it is stored, rules §6.3), `canSubmit` is republished, and the body runs once per keystroke (rules
// §10.1). Once both are valid the button is enabled and its action runs.
// Sources: rules §6.3, §9.2, §10.1, §15.11; https://developer.apple.com/documentation/combine/publishers/combinelatest
// https://developer.apple.com/documentation/combine/publisher/assign(to:)
import SwiftUI
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password -> Bool in
                let valid = email.contains("@") && password.count >= 4
                print("validate '\(email)' / \(password.count) chars -> \(valid)")
                return valid
            }
            .assign(to: &$canSubmit)
    }

    func submit() {
        print("signing up \(email)")
    }
}

struct SignUpForm: View {
    @StateObject private var viewModel = SignUpViewModel()

    var body: some View {
        let _ = print("SignUpForm body: email '\(viewModel.email)', canSubmit \(viewModel.canSubmit)")
        Form {
            TextField("Email", text: $viewModel.email)
            SecureField("Password", text: $viewModel.password)
            Button("Sign Up") { viewModel.submit() }
                .disabled(!viewModel.canSubmit)
        }
    }
}

:mount SignUpForm()
// expect: validate '' / 0 chars -> false
// expect: SignUpForm body: email '', canSubmit false
:type "a@b" into "Email"
// expect: validate 'a' / 0 chars -> false
// expect: SignUpForm body: email 'a', canSubmit false
// expect: validate 'a@' / 0 chars -> false
// expect: SignUpForm body: email 'a@', canSubmit false
// expect: validate 'a@b' / 0 chars -> false
// expect: SignUpForm body: email 'a@b', canSubmit false
:type "pass" into "Password"
// expect: validate 'a@b' / 1 chars -> false
// expect: SignUpForm body: email 'a@b', canSubmit false
// expect: validate 'a@b' / 2 chars -> false
// expect: SignUpForm body: email 'a@b', canSubmit false
// expect: validate 'a@b' / 3 chars -> false
// expect: SignUpForm body: email 'a@b', canSubmit false
// expect: validate 'a@b' / 4 chars -> true
// expect: SignUpForm body: email 'a@b', canSubmit true
:tap "Sign Up"
// expect: signing up a@b
