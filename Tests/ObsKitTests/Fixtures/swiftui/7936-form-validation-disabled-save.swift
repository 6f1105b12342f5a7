// Style: Hacking with Swift style, "Validating a form: disable the button until the form is valid".
// SwiftUI: the validity is computed in the body, so the body depends on exactly the state it read (rules §3.5). `&&`
// short-circuits: while the username is shorter than 3, `email` and `agreed` are not read, so typing the email first
// runs no body; each username keystroke does. `.disabled(!isValid)` disables the button (rules §15.11); a tap on a
// disabled button is an error (rules §15.11, ObsREPL's choice). The Create action reads the live value (rules §3.4).
import SwiftUI

struct SignUpForm: View {
    @State private var username = ""
    @State private var email = ""
    @State private var agreed = false

    private var isValid: Bool {
        username.count >= 3 && email.contains("@") && agreed
    }

    var body: some View {
        let _ = print("form body, valid: \(isValid)")
        Form {
            Section("Account") {
                TextField("Username", text: $username)
                TextField("Email", text: $email)
            }
            Toggle("I agree to the terms", isOn: $agreed)
            Button("Create Account") { print("creating \(username)") }
                .disabled(!isValid)
        }
    }
}

:mount SignUpForm()
// expect: form body, valid: false
:type "a@b.co" into "Email"
:type "Ann" into "Username"
// expect: form body, valid: false
// expect: form body, valid: false
// expect: form body, valid: false
:toggle "I agree to the terms"
// expect: form body, valid: true
:tap "Create Account"
// expect: creating Ann
:clear "Username"
// expect: form body, valid: false
:tap "Create Account"
// expect-error: button "Create Account" is disabled
