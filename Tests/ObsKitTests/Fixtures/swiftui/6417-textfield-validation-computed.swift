// Hacking with Swift, "Validating and disabling forms" (a computed isValid property used with .disabled); rules §3.5, §10.1: one body per keystroke, the computed property runs inside it
import SwiftUI

struct SignUpView: View {
    @State private var username = ""

    var isValid: Bool {
        print("checking '\(username)'")
        return username.count >= 3
    }

    var body: some View {
        let _ = print("SignUpView body")
        Form {
            TextField("Username", text: $username)
            Button("Create account") {
                print("created \(username)")
            }
            .disabled(!isValid)
        }
    }
}

:mount SignUpView()
:type "bob" into "Username"
:tap "Create account"

// expect: SignUpView body
// expect: checking ''
// expect: SignUpView body
// expect: checking 'b'
// expect: SignUpView body
// expect: checking 'bo'
// expect: SignUpView body
// expect: checking 'bob'
// expect: created bob
