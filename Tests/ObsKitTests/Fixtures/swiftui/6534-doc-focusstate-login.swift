// Apple docs `FocusState` style (LoginForm): the Sign In button moves the focus to the first empty field by writing an optional enum; onChange reports each move.
// Apple `focusstate`: "use this property wrapper in conjunction with focused(_:equals:) ... to move focus"; the
// value is the field whose `equals:` matches, nil when none (rules §15.10). Writing it from code moves the focus;
// typing into the field that already has it changes nothing (rules §15.10). onChange(of:) gets old and new values
// (Apple `view/onchange(of:initial:_:)`), and runs after the update that changed them (rules §10.3).
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
        .onChange(of: focusedField) { oldValue, newValue in
            print("focus \(describe(oldValue)) -> \(describe(newValue))")
        }
    }

    func describe(_ field: Field?) -> String {
        switch field {
        case .usernameField: "username"
        case .passwordField: "password"
        case nil: "none"
        }
    }

    func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username) with \(password.count) characters")
        focusedField = nil
    }
}

:mount LoginForm()
:tap "Sign In"
// expect: focus none -> username
:type "ada" into "Username"
:tap "Sign In"
// expect: focus username -> password
:type "secret" into "Password"
:tap "Sign In"
// expect: signing in ada with 6 characters
// expect: focus password -> none
