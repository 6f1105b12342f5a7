// Issue 13 (A), a login form with @FocusState over an enum: `.focused(_:equals:)`, `.onSubmit` moving to the
// next field, `.submitLabel`, and a Sign In button disabled until both fields are filled.
// Expected: typing into a field focuses it first (2226); focus changes are reported by onChange after each
// update; Return in the password field signs in (2227).
import SwiftUI

struct LoginView: View {
    enum Field: Hashable {
        case username, password
    }

    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(logIn)
            Button("Sign In", action: logIn)
                .disabled(username.isEmpty || password.isEmpty)
        }
        .onChange(of: focusedField) { _, field in
            print("focus:", field.map { "\($0)" } ?? "none")
        }
    }

    private func logIn() {
        focusedField = nil
        print("logging in \(username)")
    }
}

:mount LoginView()
:type "sam" into "Username"
:submit "Username"
:type "secret" into "Password"
:submit "Password"

// expect: focus: username
// expect: focus: password
// expect: logging in sam
// expect: focus: none
