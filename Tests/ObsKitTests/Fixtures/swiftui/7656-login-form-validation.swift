// Beginner tutorial style: a sign-in form with an email field, a SecureField and a button enabled only when both are valid.
// What SwiftUI does: the body reads both texts (for the validation), so each keystroke runs it once (rules §3.5,
// §10.1); a disabled button refuses a tap (rules §15.11). Signing in sets `welcomeName`, which the alert's title
// reads in the body (one body run), and the alert's flag, read only by the presentation (rules §8.7, §13.2); the
// alert's OK sets the flag back to false and runs no body.
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var welcomeName = ""
    @State private var showingWelcome = false

    var isValid: Bool { email.contains("@") && password.count >= 4 }

    var body: some View {
        let _ = print("email '\(email)', password \(password.count) chars, valid \(isValid)")
        Form {
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
            SecureField("Password", text: $password)
            Button("Sign In") {
                welcomeName = String(email.prefix { $0 != "@" })
                showingWelcome = true
            }
            .disabled(!isValid)
        }
        .alert("Welcome, \(welcomeName)!", isPresented: $showingWelcome) {
            Button("OK") { }
        }
    }
}

:mount LoginView()
// expect: email '', password 0 chars, valid false
:type "jo@x" into "Email"
// expect: email 'j', password 0 chars, valid false
// expect: email 'jo', password 0 chars, valid false
// expect: email 'jo@', password 0 chars, valid false
// expect: email 'jo@x', password 0 chars, valid false
:type "abcd" into "Password"
// expect: email 'jo@x', password 1 chars, valid false
// expect: email 'jo@x', password 2 chars, valid false
// expect: email 'jo@x', password 3 chars, valid false
// expect: email 'jo@x', password 4 chars, valid true
:tap "Sign In"
// expect: email 'jo@x', password 4 chars, valid true
:tap "OK"
:clear "Password"
// expect: email 'jo@x', password 0 chars, valid false
:tap "Sign In"
// expect-error: button "Sign In" is disabled
