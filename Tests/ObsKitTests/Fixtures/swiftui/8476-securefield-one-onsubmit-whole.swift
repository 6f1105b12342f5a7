// SwiftUI from Apple's documentation: onSubmit(of:_:) and SecureField (one onSubmit on the whole Form serves both fields)
// Source: developer.apple.com/documentation/swiftui/view/onsubmit(of:_:): "A TextField, or SecureField will
// trigger this action when the user hits the hardware or software return key ... You may set this action on
// an individual view or an entire view hierarchy." developer.apple.com/documentation/swiftui/securefield:
// "A secure field binds to a string value and updates the string on every keystroke or other edit, so you
// can read its value at any time from elsewhere in your code." (A login form in the Hacking with Swift style.)
import SwiftUI

struct LoginView: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
            SecureField("Password", text: $password)
            Button("Password length") { print("password has \(password.count) characters") }
        }
        .onSubmit {
            guard username.isEmpty == false && password.isEmpty == false else {
                print("Fill in both fields")
                return
            }
            print("Authenticating \(username)…")
        }
    }
}

:mount LoginView()
:type "taylor" into "Username"
:submit "Username"
:type "hunter2" into "Password"
:tap "Password length"
:submit "Password"

// expect: Fill in both fields
// expect: password has 7 characters
// expect: Authenticating taylor…
