// Kodeco style (sign-up form): combineLatest of two @Published fields maps to isValid, removeDuplicates keeps the button's state quiet; each keystroke re-runs the body once (rules §4.2, §6.3, §10.1, §15.11)
import SwiftUI
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isValid = false

    init() {
        print("SignUpViewModel init")
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 4 }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("isValid ->", $0) })
            .assign(to: &$isValid)
    }
}

struct SignUpView: View {
    @StateObject private var form = SignUpViewModel()

    var body: some View {
        let _ = print("body valid=\(form.isValid)")
        Form {
            TextField("Email", text: $form.email)
            SecureField("Password", text: $form.password)
            Button("Sign Up") {
                print("signing up \(form.email)")
            }
            .disabled(!form.isValid)
        }
    }
}

:mount SignUpView()
// expect: SignUpViewModel init
// expect: isValid -> false
// expect: body valid=false
:type "a@b" into "Email"
// expect: body valid=false
// expect: body valid=false
// expect: body valid=false
:type "pass" into "Password"
// expect: body valid=false
// expect: body valid=false
// expect: body valid=false
// expect: isValid -> true
// expect: body valid=true
:tap "Sign Up"
// expect: signing up a@b
