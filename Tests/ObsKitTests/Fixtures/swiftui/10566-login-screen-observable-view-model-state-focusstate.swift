// everyday app screens style: a login screen with an @Observable view model in @State, @FocusState moving from username to password on Return, and an async sign-in that shows a busy state; the focus is never read by the body so moving it runs no body (rules §8.1, §15.10, §3.5, §10.1)
import SwiftUI

@Observable
final class LoginModel {
    var username = ""
    var password = ""
    var isSigningIn = false
    var message = ""

    init() { print("LoginModel init") }
    deinit { print("LoginModel deinit") }

    var canSubmit: Bool {
        username.count >= 3 && password.count >= 4 && !isSigningIn
    }

    func signIn() async {
        isSigningIn = true
        print("signing in \(username)")
        try? await Task.sleep(for: .seconds(1))
        isSigningIn = false
        message = password == "1234" ? "Welcome, \(username)" : "Wrong password"
        print(message)
    }
}

enum LoginField: Hashable {
    case username, password
}

struct LoginView: View {
    @State private var model = LoginModel()
    @FocusState private var focus: LoginField?

    var body: some View {
        let _ = print("LoginView body: user='\(model.username)' canSubmit=\(model.canSubmit) busy=\(model.isSigningIn)")
        Form {
            TextField("Username", text: $model.username)
                .focused($focus, equals: .username)
                .onSubmit { focus = .password }
            SecureField("Password", text: $model.password)
                .focused($focus, equals: .password)
            Button("Sign In") {
                Task { await model.signIn() }
            }
            .disabled(!model.canSubmit)
            if !model.message.isEmpty {
                Text(model.message)
            }
        }
    }
}

:mount LoginView()
// expect: LoginModel init
// expect: LoginView body: user='' canSubmit=false busy=false
:type "ann" into "Username"
// expect: LoginView body: user='a' canSubmit=false busy=false
// expect: LoginView body: user='an' canSubmit=false busy=false
// expect: LoginView body: user='ann' canSubmit=false busy=false
:submit "Username"
:type "1234" into "Password"
// expect: LoginView body: user='ann' canSubmit=false busy=false
// expect: LoginView body: user='ann' canSubmit=false busy=false
// expect: LoginView body: user='ann' canSubmit=false busy=false
// expect: LoginView body: user='ann' canSubmit=true busy=false
:tap "Sign In"
// expect: signing in ann
// expect: LoginView body: user='ann' canSubmit=false busy=true
:advance 1s
// expect: Welcome, ann
// expect: LoginView body: user='ann' canSubmit=true busy=false
:unmount
// expect: LoginModel deinit
