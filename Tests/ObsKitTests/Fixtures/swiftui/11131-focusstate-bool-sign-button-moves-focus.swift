// Apple docs style (FocusState, Bool): a sign-in button moves the focus to an empty username field; submitting leaves the field and sets the state back to false (rules §15.10, §15.14, §11.1)
// Page: https://developer.apple.com/documentation/swiftui/focusstate
import SwiftUI

struct SignInForm: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var usernameFocused: Bool

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($usernameFocused)
                .onSubmit { print("submitted \(username)") }
            SecureField("Password", text: $password)
            Button("Sign In") {
                if username.isEmpty {
                    usernameFocused = true
                    print("focus username")
                } else {
                    print("signing in \(username)")
                }
            }
        }
        .onChange(of: usernameFocused) { _, focused in
            print("username focused: \(focused)")
        }
    }
}

:mount SignInForm()
:tap "Sign In"
// expect: focus username
// expect: username focused: true
:type "kai" into "Username"
:submit "Username"
// expect: submitted kai
// expect: username focused: false
:tap "Sign In"
// expect: signing in kai
