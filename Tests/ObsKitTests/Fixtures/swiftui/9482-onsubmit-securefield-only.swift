// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/securefield (onSubmit on the SecureField only)
// Apple's SecureField page: "A secure field binds to a string value and updates the string on every keystroke", and
// "Use the onSubmit(of:_:) modifier to invoke an action whenever someone submits this secure field". The sample puts
// onSubmit on the SecureField alone, so submitting the username TextField runs nothing; submitting the password field
// runs handleLogin with both current strings.
// - Type "kim", Return in the username field (nothing); type "pw12" in the password, Return (login).
import SwiftUI

struct LoginScreen: View {
    @State private var username: String = ""
    @State private var password: String = ""

    var body: some View {
        VStack {
            TextField("Username (email address)", text: $username)
                .autocorrectionDisabled(true)
                .textInputAutocapitalization(.never)
            SecureField("Password", text: $password)
                .onSubmit {
                    handleLogin(username: username, password: password)
                }
        }
        .textFieldStyle(.roundedBorder)
    }

    func handleLogin(username: String, password: String) {
        print("login \(username) with a \(password.count)-character password")
    }
}

:mount LoginScreen()
:type "kim" into "Username (email address)"
:submit "Username (email address)"
:type "pw12" into "Password"
:submit "Password"
// expect: login kim with a 4-character password
:type "!" into "Password"
:submit "Password"
// expect: login kim with a 5-character password
