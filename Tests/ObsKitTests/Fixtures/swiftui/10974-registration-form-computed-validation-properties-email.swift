// Hacking with Swift style (registration form): computed validation properties for an email, matching passwords and accepted terms, a Section footer shown while the email is invalid, a Register button disabled until all pass (rules §3.4, §15.11, §15.9)
import SwiftUI

struct RegistrationForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var confirm = ""
    @State private var acceptsTerms = false

    private var emailValid: Bool { email.contains("@") && email.contains(".") }
    private var passwordsMatch: Bool { !password.isEmpty && password == confirm }
    private var canSubmit: Bool { emailValid && passwordsMatch && acceptsTerms }

    var body: some View {
        let _ = print("checks: email \(emailValid), match \(passwordsMatch), terms \(acceptsTerms)")
        Form {
            Section {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
            } footer: {
                if !email.isEmpty && !emailValid {
                    Text("Enter a valid email")
                }
            }
            Section {
                SecureField("Password", text: $password)
                SecureField("Confirm password", text: $confirm)
            }
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Button("Register") {
                print("registered \(email)")
            }
            .disabled(!canSubmit)
        }
    }
}
:mount RegistrationForm()
// expect: checks: email false, match false, terms false
:type "a@b.c" into "Email"
// expect: checks: email false, match false, terms false
// expect: checks: email false, match false, terms false
// expect: checks: email false, match false, terms false
// expect: checks: email true, match false, terms false
// expect: checks: email true, match false, terms false
:type "pw" into "Password"
// expect: checks: email true, match false, terms false
// expect: checks: email true, match false, terms false
:type "pw" into "Confirm password"
// expect: checks: email true, match false, terms false
// expect: checks: email true, match true, terms false
:toggle "I accept the terms"
// expect: checks: email true, match true, terms true
:tap "Register"
// expect: registered a@b.c
