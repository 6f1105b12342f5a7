// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (the login example: pressing Sign In with an empty field moves focus to that field by setting the optional Hashable focus state; with both fields filled, sign-in proceeds)
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
                    print("signing in \(username)")
                }
            }
            Button("Where") {
                print("focus: \(focusedField.map { "\($0)" } ?? "none")")
            }
        }
    }
}

:mount LoginForm()
:tap "Where"
:tap "Sign In"
:tap "Where"
:type "kim" into "Username"
:tap "Sign In"
:tap "Where"
:type "pw" into "Password"
:tap "Sign In"
// expect: focus: none
// expect: focus: username
// expect: focus: password
// expect: signing in kim
