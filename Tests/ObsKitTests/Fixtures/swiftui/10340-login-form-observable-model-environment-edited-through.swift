// forms and editing style: a login form on an @Observable model from the environment, edited through a local @Bindable in body; TextField and SecureField bindings read email and password, so every keystroke runs the body; Return in Email moves a Bool @FocusState (unread, so no body), Return in Password signs in (rules §8.5, §14.2, §15.10)
import SwiftUI

@Observable
final class LoginModel {
    var email = ""
    var password = ""
    var isSigningIn = false

    var canSubmit: Bool { email.contains("@") && password.count >= 6 }

    func signIn() {
        isSigningIn = true
        print("signing in \(email)")
    }
}

struct LoginView: View {
    @Environment(LoginModel.self) private var model
    @FocusState private var passwordFocused: Bool

    var body: some View {
        @Bindable var model = model
        let _ = print("LoginView body: canSubmit=\(model.canSubmit) signingIn=\(model.isSigningIn)")
        Form {
            TextField("Email", text: $model.email)
                .onSubmit { passwordFocused = true }
            SecureField("Password", text: $model.password)
                .focused($passwordFocused)
                .onSubmit {
                    if model.canSubmit { model.signIn() }
                }
            Button("Sign In") { model.signIn() }
                .disabled(!model.canSubmit)
        }
    }
}

:mount LoginView().environment(LoginModel())
// expect: LoginView body: canSubmit=false signingIn=false
:type "a@b" into "Email"
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
:submit "Email"
:type "secret" into "Password"
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=false signingIn=false
// expect: LoginView body: canSubmit=true signingIn=false
:submit "Password"
// expect: signing in a@b
// expect: LoginView body: canSubmit=true signingIn=true
