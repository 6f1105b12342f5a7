// Sign-in form with a SecureField and validation that disables the button, as Apple's SecureField and disabled(_:)
// pages show: `.disabled(!isValid)` with a computed `isValid`.
// What SwiftUI does: the body reads both strings (through `isValid` and its print), so each keystroke runs it once
// (rules §3.4); the button is enabled once the input is valid and its action runs. `:clear` empties the password in
// one turn, the button is disabled again, and a tap on a disabled button is refused: ObsREPL reports it as an error
// (rules §15.11, README fixture table: `button "X" is disabled`).
// Sources: rules §3.4, §15.11; https://developer.apple.com/documentation/swiftui/securefield
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""

    private var isValid: Bool {
        email.contains("@") && password.count >= 4
    }

    var body: some View {
        let _ = print("SignInForm body: '\(email)', \(password.count) chars, valid \(isValid)")
        Form {
            Section {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                SecureField("Password", text: $password)
                    .textContentType(.password)
            }
            Section {
                Button("Sign In") {
                    print("signing in \(email)")
                }
                .disabled(!isValid)
            }
        }
    }
}

:mount SignInForm()
// expect: SignInForm body: '', 0 chars, valid false
:type "a@b" into "Email"
// expect: SignInForm body: 'a', 0 chars, valid false
// expect: SignInForm body: 'a@', 0 chars, valid false
// expect: SignInForm body: 'a@b', 0 chars, valid false
:type "pass" into "Password"
// expect: SignInForm body: 'a@b', 1 chars, valid false
// expect: SignInForm body: 'a@b', 2 chars, valid false
// expect: SignInForm body: 'a@b', 3 chars, valid false
// expect: SignInForm body: 'a@b', 4 chars, valid true
:tap "Sign In"
// expect: signing in a@b
:clear "Password"
// expect: SignInForm body: 'a@b', 0 chars, valid false
:tap "Sign In"
// expect-error: button "Sign In" is disabled
