// Apple: FocusState (the sign-in example: focused(_:equals:) on a TextField and a SecureField; the Sign In button moves the focus to the first empty field, else signs in); README :type (focuses the field first), :tap
import SwiftUI

enum LoginField: Hashable {
    case username
    case password
}

struct LoginForm: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: LoginField?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    handleLogin(username, password)
                }
            }
            Button("Where") { print("focus: \(describe(focusedField))") }
        }
    }

    private func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username) with a \(password.count)-character password")
        focusedField = nil
    }

    private func describe(_ field: LoginField?) -> String {
        switch field {
        case .username: return "username"
        case .password: return "password"
        case nil: return "none"
        }
    }
}

:mount LoginForm()
:tap "Sign In"
:tap "Where"
:type "mo" into "Username"
:tap "Sign In"
:tap "Where"
:type "pw1" into "Password"
:tap "Sign In"
:tap "Where"

// expect: focus: username
// expect: focus: password
// expect: signing in mo with a 3-character password
// expect: focus: none
