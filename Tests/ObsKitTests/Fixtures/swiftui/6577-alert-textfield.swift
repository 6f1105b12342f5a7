// Apple docs `View/alert(_:isPresented:actions:message:)` (the Login example: a TextField and a SecureField in the alert's actions).
// The alert's fields bind the parent's @State; the body never reads them, so typing runs no body (rules §3.5,
// §13.2). While the alert is up only its controls can be used (rules §15.11). Any action closes the alert
// (isPresented becomes false); "Login" reads the typed values when it runs and writes `signedInAs`, which the body
// reads, so the body runs once after it. The fields' state survives for the next presentation.
import SwiftUI

struct Login: View {
    @State private var presentAlert = false
    @State private var username: String = ""
    @State private var password: String = ""
    @State private var signedInAs = "nobody"

    var body: some View {
        let _ = print("Login body: signed in as \(signedInAs)")
        VStack {
            Text("Signed in as \(signedInAs)")
            Button("Log In") {
                presentAlert = true
            }
        }
        .alert("Login", isPresented: $presentAlert, actions: {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
            Button("Login", action: {
                print("login \(username) with \(password.count) characters")
                signedInAs = username
            })
            Button("Cancel", role: .cancel, action: {
                print("cancel, username still \(username)")
            })
        }, message: {
            Text("Please enter your username and password.")
        })
    }
}

:mount Login()
// expect: Login body: signed in as nobody
:tap "Log In"
:type "kim" into "Username"
:type "pw" into "Password"
:tap "Login"
// expect: login kim with 2 characters
// expect: Login body: signed in as kim
:tap "Log In"
:type "o" into "Username"
:tap "Cancel"
// expect: cancel, username still kimo
