// everyday app screens style: an email login that validates on Return or on the Log In button and shows an alert for an invalid address; the alert's flag is never read by the body, so showing and dismissing it runs no body; a valid address signs in and runs the body once (rules §3.5, §8.7, §13.2, §15.10)
import SwiftUI

struct EmailLogin: View {
    @State private var email = ""
    @State private var showError = false
    @State private var signedInAs: String?

    private var isValid: Bool { email.contains("@") && email.contains(".") }

    private func attempt() {
        if isValid {
            signedInAs = email
            print("signed in as \(email)")
        } else {
            showError = true
            print("invalid email '\(email)'")
        }
    }

    var body: some View {
        let _ = print("EmailLogin body: '\(email)' signedIn=\(signedInAs ?? "nobody")")
        Form {
            TextField("Email", text: $email)
                .onSubmit { attempt() }
            Button("Log In") { attempt() }
                .disabled(email.isEmpty)
        }
        .alert("Invalid email", isPresented: $showError) {
            Button("OK", role: .cancel) { }
        } message: {
            Text("Check the address and try again.")
        }
    }
}

:mount EmailLogin()
// expect: EmailLogin body: '' signedIn=nobody
:type "bo" into "Email"
// expect: EmailLogin body: 'b' signedIn=nobody
// expect: EmailLogin body: 'bo' signedIn=nobody
:submit "Email"
// expect: invalid email 'bo'
:tap "OK"
:type "@a.io" into "Email"
// expect: EmailLogin body: 'bo@' signedIn=nobody
// expect: EmailLogin body: 'bo@a' signedIn=nobody
// expect: EmailLogin body: 'bo@a.' signedIn=nobody
// expect: EmailLogin body: 'bo@a.i' signedIn=nobody
// expect: EmailLogin body: 'bo@a.io' signedIn=nobody
:tap "Log In"
// expect: signed in as bo@a.io
// expect: EmailLogin body: 'bo@a.io' signedIn=bo@a.io
