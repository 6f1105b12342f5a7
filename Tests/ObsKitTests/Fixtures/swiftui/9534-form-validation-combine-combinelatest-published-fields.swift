// SwiftUI from a community tutorial: https://soarias.com/swiftui/how-to-build-form-validation/ (form validation with Combine: CombineLatest of the @Published fields assigned to isFormValid, which gates the submit button with .disabled)
// The tutorial's TL;DR: "Create an ObservableObject view model with @Published fields, chain Combine Publisher operators
// to derive per-field validity booleans, then merge them with Publishers.CombineLatest into a single isFormValid flag
// that gates your submit button" - `Publishers.CombineLatest($email, $password).map { ... }.assign(to: &$isFormValid)`.
// Each keystroke publishes, the pipeline recomputes the flag, and the view's onChange prints when it flips.
// - Type an email; type an 8-character password (valid at the 8th); create the account; clear the password.
import SwiftUI
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var isFormValid = false

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, pwd in
                email.contains("@") && email.contains(".") && pwd.count >= 8
            }
            .assign(to: &$isFormValid)
    }

    func signUp() {
        print("signing up \(email) with a \(password.count)-character password")
    }
}

struct SignUpView: View {
    @StateObject private var vm = SignUpViewModel()

    var body: some View {
        Form {
            TextField("Email", text: $vm.email)
            SecureField("Password", text: $vm.password)
            Button("Create Account") { vm.signUp() }
                .disabled(!vm.isFormValid)
        }
        .onChange(of: vm.isFormValid) { _, valid in
            print("form valid: \(valid)")
        }
    }
}

:mount SignUpView()
:type "kim@example.com" into "Email"
:type "secret12" into "Password"
// expect: form valid: true
:tap "Create Account"
// expect: signing up kim@example.com with a 8-character password
:clear "Password"
// expect: form valid: false
