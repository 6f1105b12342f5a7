// everyday app screens style: a login form with validation: two @State strings, a computed isValid, and a Sign In button disabled until the form is valid; each keystroke is one body run; a tap on the disabled button is refused (rules §3.4, §10.1, §15.11)
import SwiftUI

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""

    private var isValid: Bool {
        email.contains("@") && email.contains(".") && password.count >= 4
    }

    var body: some View {
        let _ = print("LoginForm body: email='\(email)' password=\(password.count) chars valid=\(isValid)")
        Form {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button("Sign In") {
                print("signing in \(email)")
            }
            .disabled(!isValid)
        }
    }
}

:mount LoginForm()
// expect: LoginForm body: email='' password=0 chars valid=false
:type "a@b.c" into "Email"
// expect: LoginForm body: email='a' password=0 chars valid=false
// expect: LoginForm body: email='a@' password=0 chars valid=false
// expect: LoginForm body: email='a@b' password=0 chars valid=false
// expect: LoginForm body: email='a@b.' password=0 chars valid=false
// expect: LoginForm body: email='a@b.c' password=0 chars valid=false
:type "pass" into "Password"
// expect: LoginForm body: email='a@b.c' password=1 chars valid=false
// expect: LoginForm body: email='a@b.c' password=2 chars valid=false
// expect: LoginForm body: email='a@b.c' password=3 chars valid=false
// expect: LoginForm body: email='a@b.c' password=4 chars valid=true
:tap "Sign In"
// expect: signing in a@b.c
:clear "Password"
// expect: LoginForm body: email='a@b.c' password=0 chars valid=false
:tap "Sign In"
// expect-error: button "Sign In" is disabled
