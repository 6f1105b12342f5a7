// Mistake: passes a @State String to SecureField's `text:` without `$`, so it gets a String where a Binding<String> is expected.
// Expected message: Xcode (author's knowledge); machine check: cannot convert value 'password' of type 'String' to expected type 'Binding<String>', use wrapper instead
import SwiftUI

struct LoginForm: View {
    @State private var username = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
            SecureField("Password", text: password)
            Button("Sign in") {
                print("Signing in \(username)")
            }
            .disabled(username.isEmpty || password.isEmpty)
        }
    }
}

:mount LoginForm()
// expect-error: cannot convert value 'password' of type 'String' to expected type 'Binding<String>', use wrapper instead
