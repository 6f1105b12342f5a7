// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (Apple's LoginForm: Sign In moves @FocusState to the first empty field, or signs in)
// Apple's FocusState page: "when the user presses the Sign In button and one of the fields is still empty, focus moves
// to that field. Otherwise, the sign-in process proceeds." And: "When focus enters the modified view, the wrapped value
// of this property updates to match a given prototype value. Similarly, when focus leaves, the wrapped value of this
// property resets to nil". onChange prints each move; typing into the field that already has the focus moves nothing.
// - Sign In (username empty: focus there); type "kim"; Sign In (password empty: focus there); type; Sign In; Done.
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

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
            Button("Done") { focusedField = nil }
        }
        .onChange(of: focusedField) { _, field in
            print("focus: \(field.map { "\($0)" } ?? "none")")
        }
    }

    func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username)")
    }
}

:mount LoginForm()
:tap "Sign In"
// expect: focus: username
:type "kim" into "Username"
:tap "Sign In"
// expect: focus: password
:type "hunter2" into "Password"
:tap "Sign In"
// expect: signing in kim
:tap "Done"
// expect: focus: none
