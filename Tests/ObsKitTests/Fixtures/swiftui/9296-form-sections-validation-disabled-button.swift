// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/disabled(_:) (a sign-up Form in sections whose Create button is disabled until the input is valid)
// `.disabled(!isValid)` is re-evaluated in every body run, so the button follows the fields: a disabled
// button ignores taps. onChange(of: isValid) reports when the form crosses between valid and invalid (not
// on every keystroke).
// - An email with "@" and an 8-character password aren't enough: the terms toggle is still off.
// - Agreeing makes the form valid; Create runs.
// - Clearing the password makes it invalid again; a tap on the disabled button does nothing (an error here).
import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var agreed = false

    private var isValid: Bool {
        email.contains("@") && password.count >= 8 && agreed
    }

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
            }
            Section {
                Toggle("I accept the terms", isOn: $agreed)
            }
            Section {
                Button("Create account") {
                    print("creating account for \(email)")
                }
                .disabled(!isValid)
            }
        }
        .onChange(of: isValid) { _, valid in
            print("form valid: \(valid)")
        }
    }
}

:mount SignUpForm()
:type "li@x.io" into "Email"
:type "hunter22" into "Password"
:toggle "I accept the terms"
// expect: form valid: true
:tap "Create account"
// expect: creating account for li@x.io
:clear "Password"
// expect: form valid: false
:tap "Create account"
// expect-error: button "Create account" is disabled
