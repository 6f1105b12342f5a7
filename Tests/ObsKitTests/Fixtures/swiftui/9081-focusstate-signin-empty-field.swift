// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (the LoginForm: Sign In moves focus to the first empty field)
// Apple's FocusState example: "when the user presses the Sign In button and one of the fields is still empty,
// focus moves to that field. Otherwise, the sign-in process proceeds."
// - "Setting the property's value programmatically has the reverse effect, causing focus to move to the view
//   associated with the updated value."
// - onChange(of:) reports each focus change after the update that made it
//   (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
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
        }
        .onChange(of: focusedField) { _, newValue in
            print("focus:", newValue.map { "\($0)" } ?? "nil")
        }
    }

    func handleLogin(_ username: String, _ password: String) {
        print("signing in \(username)")
    }
}

:mount LoginForm()
:tap "Sign In"
// expect: focus: username
:type "mia" into "Username"
:tap "Sign In"
// expect: focus: password
:type "pw" into "Password"
:tap "Sign In"
// expect: signing in mia
