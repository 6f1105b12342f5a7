// SwiftUI from Apple's documentation: FocusState (the LoginForm example with focused(_:equals:))
// Source: developer.apple.com/documentation/swiftui/focusstate: "when the user presses the Sign In button and
// one of the fields is still empty, focus moves to that field. Otherwise, the sign-in process proceeds."
// "Setting the property's value programmatically has the reverse effect, causing focus to move to the view
// associated with the updated value." focused(_:equals:): "When focus moves to the modified view, the binding
// sets the bound value to the corresponding match value." Typing into the field that already has focus
// leaves the value as it is.
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    func handleLogin(_ username: String, _ password: String) {
        print("handleLogin(\(username), \(password.count) characters)")
    }

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
        }
        .onChange(of: focusedField) { oldValue, newValue in
            let old = oldValue.map { "\($0)" } ?? "none"
            let new = newValue.map { "\($0)" } ?? "none"
            print("focus: \(old) -> \(new)")
        }
    }
}

:mount LoginForm()
:tap "Sign In"
:type "mruiz" into "Username"
:tap "Sign In"
:type "secret" into "Password"
:tap "Sign In"

// expect: focus: none -> username
// expect: focus: username -> password
// expect: handleLogin(mruiz, 6 characters)
