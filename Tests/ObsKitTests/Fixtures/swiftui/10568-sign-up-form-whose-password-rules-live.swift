// everyday app screens style: a sign-up form whose password rules live in a child view given only the password; Self._printChanges() shows the form running for every edit while the child runs only when the password it was given changed (rules §2.3, §2.7, §12)
import SwiftUI

struct PasswordRules: View {
    let password: String

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading) {
            Text(password.count >= 6 ? "✓ 6+ characters" : "✗ 6+ characters")
            Text(password.contains(where: \.isNumber) ? "✓ a digit" : "✗ a digit")
        }
    }
}

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var showPassword = false

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Email", text: $email)
            if showPassword {
                TextField("Password", text: $password)
            } else {
                SecureField("Password", text: $password)
            }
            Toggle("Show password", isOn: $showPassword)
            PasswordRules(password: password)
            Button("Create account") { print("create \(email)") }
                .disabled(email.isEmpty || password.count < 6)
        }
    }
}

:mount SignUpForm()
// expect: SignUpForm: @self, @identity, _email, _password, _showPassword changed.
// expect: PasswordRules: @self changed.
:type "m@" into "Email"
// expect: SignUpForm: _email changed.
// expect: SignUpForm: _email changed.
:toggle "Show password"
// expect: SignUpForm: _showPassword changed.
:type "ab1" into "Password"
// expect: SignUpForm: _password changed.
// expect: PasswordRules: @self changed.
// expect: SignUpForm: _password changed.
// expect: PasswordRules: @self changed.
// expect: SignUpForm: _password changed.
// expect: PasswordRules: @self changed.
