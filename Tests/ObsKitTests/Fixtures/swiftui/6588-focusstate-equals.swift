// Apple docs `FocusState` (the LoginForm example: an optional Field enum, `.focused(_:equals:)`, a Sign In button that moves the focus to the empty field).
// Writing the @FocusState moves the focus to the field whose `equals:` value matches (Apple `focusstate`,
// `view/focused(_:equals:)`, rules §15.10). The body reads the focus only through onChange's value, which is a read,
// so each focus change runs the body, then onChange. Typing into the focused field changes text the body never reads:
// nothing runs. Return in a field with no onSubmit only takes the focus away (rules §15.10).
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
        let _ = print("LoginForm body")
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
        .onChange(of: focusedField) { oldValue, newValue in
            print("focus \(oldValue.map { "\($0)" } ?? "none") -> \(newValue.map { "\($0)" } ?? "none")")
        }
    }

    func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username)")
    }
}

:mount LoginForm()
// expect: LoginForm body
:tap "Sign In"
// expect: LoginForm body
// expect: focus none -> usernameField
:type "amy" into "Username"
:tap "Sign In"
// expect: LoginForm body
// expect: focus usernameField -> passwordField
:type "pw" into "Password"
:tap "Sign In"
// expect: signing in amy
:submit "Password"
// expect: LoginForm body
// expect: focus passwordField -> none
