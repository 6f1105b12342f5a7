// forms and editing style: a sign-up form with TextField and SecureField on @State, validation computed from state disabling the button (.disabled(!isValid)); isValid short-circuits, so the body depends only on the fields it reached, and a disabled button can't be tapped (rules §3.5, §15.11)
import SwiftUI

struct NewAccountForm: View {
    @State private var username = ""
    @State private var password = ""
    @State private var confirm = ""

    private var isValid: Bool {
        username.count >= 3 && password.count >= 4 && password == confirm
    }

    var body: some View {
        let _ = print("NewAccountForm body: valid=\(isValid)")
        Form {
            Section("Account") {
                TextField("Username", text: $username)
            }
            Section("Password") {
                SecureField("Password", text: $password)
                SecureField("Confirm", text: $confirm)
            }
            Button("Create Account") {
                print("created \(username)")
            }
            .disabled(!isValid)
        }
    }
}

:mount NewAccountForm()
// expect: NewAccountForm body: valid=false
:type "x" into "Confirm"
:clear "Confirm"
:type "ann" into "Username"
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
:type "abcd" into "Password"
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
:type "abcd" into "Confirm"
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=false
// expect: NewAccountForm body: valid=true
:tap "Create Account"
// expect: created ann
:type "!" into "Confirm"
// expect: NewAccountForm body: valid=false
:tap "Create Account"
// expect-error: button "Create Account" is disabled
