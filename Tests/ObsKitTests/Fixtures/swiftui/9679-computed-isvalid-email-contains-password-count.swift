// Sean Allen style login form with validation: a computed isValid (email contains "@" && password.count >= 6) disables Sign In; the && short-circuits, so while the email has no "@" the body never reads the password and typing it runs no body
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var message = ""

    private var isValid: Bool {
        email.contains("@") && password.count >= 6
    }

    var body: some View {
        let _ = print("LoginView body valid=\(isValid)")
        Form {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button("Sign In") { signIn() }
                .disabled(!isValid)
            if !message.isEmpty {
                Text(message)
            }
        }
    }

    private func signIn() {
        print("signing in as \(email) with \(password.count) characters")
        message = "Welcome, \(email)"
    }
}

:mount LoginView()
// expect: LoginView body valid=false
:type "abc" into "Password"
:type "x@y" into "Email"
// expect: LoginView body valid=false
// expect: LoginView body valid=false
// expect: LoginView body valid=false
:type "def" into "Password"
// expect: LoginView body valid=false
// expect: LoginView body valid=false
// expect: LoginView body valid=true
:tap "Sign In"
// expect: signing in as x@y with 6 characters
// expect: LoginView body valid=true
