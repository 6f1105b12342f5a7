// Hacking with Swift style (login screen): a nested Field enum in @FocusState, onSubmit per field, a sign-in method that moves the focus to the field at fault; the body reads only the attempt count, so focus moves run no body (rules §15.10, §3.5)
import SwiftUI

struct LoginView: View {
    enum Field {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var attempts = 0
    @FocusState private var focus: Field?

    var body: some View {
        let _ = print("login body, attempts \(attempts)")
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .textContentType(.emailAddress)
                .submitLabel(.next)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.go)
                .onSubmit(signIn)
            Button("Sign In", action: signIn)
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    func signIn() {
        attempts += 1
        if email.isEmpty {
            print("email missing")
            focus = .email
        } else if password.count < 6 {
            print("password too short")
            focus = .password
        } else {
            print("signing in \(email)")
            focus = nil
        }
    }
}
:mount LoginView()
// expect: login body, attempts 0
:tap "Sign In"
// expect: email missing
// expect: login body, attempts 1
:type "me@x.io" into "Email"
:submit "Email"
:type "abc" into "Password"
:submit "Password"
// expect: password too short
// expect: login body, attempts 2
:type "defg" into "Password"
:tap "Sign In"
// expect: signing in me@x.io
// expect: login body, attempts 3
