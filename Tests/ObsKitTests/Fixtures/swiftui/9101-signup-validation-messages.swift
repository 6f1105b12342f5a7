// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/securefield (secure fields update their string on every keystroke)
// A sign-up form whose validation messages are computed from three fields, and a button disabled until they pass.
// - https://developer.apple.com/documentation/swiftui/textfield: a String-bound field "updates this value continuously
//   as the user types"; https://developer.apple.com/documentation/swiftui/securefield: "updates the string on every
//   keystroke". The body reads all three, so every keystroke runs it once and the messages follow.
// - https://developer.apple.com/documentation/swiftui/view/disabled(_:): the button becomes usable when no problem
//   remains.
import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var confirm = ""

    var problems: [String] {
        var found: [String] = []
        if !email.contains("@") { found.append("Enter a valid email") }
        if password.count < 4 { found.append("Password too short") }
        if confirm != password { found.append("Passwords differ") }
        return found
    }

    var body: some View {
        let _ = print(problems.isEmpty ? "valid" : problems.joined(separator: "; "))
        Form {
            Section {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                SecureField("Confirm", text: $confirm)
            }
            Section {
                ForEach(problems, id: \.self) { problem in
                    Text(problem)
                }
            }
            Button("Create Account") {
                print("account for \(email)")
            }
            .disabled(!problems.isEmpty)
        }
    }
}

:mount SignUpForm()
// expect: Enter a valid email; Password too short
:type "a@b" into "Email"
// expect: Enter a valid email; Password too short
// expect: Password too short
// expect: Password too short
:type "abcd" into "Password"
// expect: Password too short; Passwords differ
// expect: Password too short; Passwords differ
// expect: Password too short; Passwords differ
// expect: Passwords differ
:type "abcd" into "Confirm"
// expect: Passwords differ
// expect: Passwords differ
// expect: Passwords differ
// expect: valid
:tap "Create Account"
// expect: account for a@b
