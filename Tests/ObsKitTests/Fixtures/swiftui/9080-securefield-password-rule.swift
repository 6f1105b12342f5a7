// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/securefield (a username field and a password SecureField with onSubmit)
// Apple's SecureField example, plus a validation message computed from the password in the body.
// - "A secure field binds to a string value and updates the string on every keystroke or other edit": every
//   keystroke writes `password`; the body reads it (the message), so it runs once per keystroke.
// - Typing into "Username" writes `username`, which the body never reads: the body does not run
//   (https://developer.apple.com/documentation/swiftui/state: only what depends on the value updates).
// - Return in the secure field runs its onSubmit action
//   (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)).
import SwiftUI

struct LoginView: View {
    @State private var username: String = ""
    @State private var password: String = ""

    var passwordMessage: String {
        password.count < 6 ? "Password needs \(6 - password.count) more characters" : "Password OK"
    }

    var body: some View {
        let _ = print(passwordMessage)
        VStack {
            TextField("Username (email address)", text: $username)
            SecureField("Password", text: $password)
                .onSubmit {
                    handleLogin(username: username, password: password)
                }
            Text(passwordMessage)
        }
        .textInputAutocapitalization(.never)
        .disableAutocorrection(true)
    }

    func handleLogin(username: String, password: String) {
        print("login \(username) with \(password.count) characters")
    }
}

:mount LoginView()
// expect: Password needs 6 more characters
:type "kim" into "Username (email address)"
:type "secret" into "Password"
// expect: Password needs 5 more characters
// expect: Password needs 4 more characters
// expect: Password needs 3 more characters
// expect: Password needs 2 more characters
// expect: Password needs 1 more characters
// expect: Password OK
:submit "Password"
// expect: login kim with 6 characters
