// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (the LoginForm example: Sign In moves focus to the first empty field by setting the optional FocusState; typing into a field that already has focus changes nothing; with both filled it signs in)
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case usernameField
        case passwordField
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .usernameField)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .passwordField)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .usernameField
                } else if password.isEmpty {
                    focusedField = .passwordField
                } else {
                    handleLogin(username, password)
                }
            }
        }
        .onChange(of: focusedField) { _, newValue in
            print("focus: \(newValue.map { "\($0)" } ?? "none")")
        }
    }

    func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username) with a \(password.count)-character password")
    }
}

:mount LoginForm()
:tap "Sign In"
:type "ann" into "Username"
:tap "Sign In"
:type "pw" into "Password"
:tap "Sign In"
// expect: focus: usernameField
// expect: focus: passwordField
// expect: signing in ann with a 2-character password
