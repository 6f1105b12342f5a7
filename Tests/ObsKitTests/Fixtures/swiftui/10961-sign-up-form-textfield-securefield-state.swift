// Hacking with Swift style (sign-up form): TextField and SecureField on @State strings, a computed validation that disables the button; each keystroke re-runs the body that reads the text (rules §3.4, §3.5, §15.11)
import SwiftUI

struct SignUpView: View {
    @State private var username = ""
    @State private var password = ""

    var isValid: Bool {
        username.count >= 3 && password.count >= 4
    }

    var body: some View {
        let _ = print("body valid=\(isValid)")
        Form {
            Section("Account") {
                TextField("Username", text: $username)
                SecureField("Password", text: $password)
            }
            Section {
                Button("Create Account") {
                    print("created \(username)")
                }
                .disabled(!isValid)
            }
        }
    }
}
:mount SignUpView()
// expect: body valid=false
:type "ab" into "Username"
// expect: body valid=false
// expect: body valid=false
:type "c" into "Username"
// expect: body valid=false
:type "pass" into "Password"
// expect: body valid=false
// expect: body valid=false
// expect: body valid=false
// expect: body valid=true
:tap "Create Account"
// expect: created abc
