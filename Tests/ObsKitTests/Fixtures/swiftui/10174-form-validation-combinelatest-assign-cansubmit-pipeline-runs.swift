// stack-overflow style: form validation with combineLatest and `assign(to: &$canSubmit)` — the pipeline runs once at init with both fields empty; removeDuplicates keeps the keystrokes that don't change the verdict quiet; the disabled button works once the verdict turns true (rules §6.3, §15.11)
import SwiftUI
import Combine

final class SignupModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        $email.combineLatest($password)
            .map { email, password in email.contains("@") && password.count >= 4 }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("canSubmit -> \($0)") })
            .assign(to: &$canSubmit)
    }
}

struct SignupForm: View {
    @StateObject private var model = SignupModel()

    var body: some View {
        Form {
            TextField("Email", text: $model.email)
            SecureField("Password", text: $model.password)
            Button("Sign up") { print("signing up \(model.email)") }
                .disabled(!model.canSubmit)
        }
    }
}

:mount SignupForm()
// expect: canSubmit -> false
:type "a@b" into "Email"
:type "pass" into "Password"
// expect: canSubmit -> true
:tap "Sign up"
// expect: signing up a@b
:clear "Email"
// expect: canSubmit -> false
