// forms and editing style: a "touched" validation pattern: the email error shows only after the field loses focus, set by onChange(of: focus); onSubmit moves an optional-enum @FocusState to the next field; the body depends on email only once the error is checked (rules §15.10, §3.5, §11.1)
import SwiftUI

enum SignupField: Hashable {
    case email, password
}

struct SignupView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var emailTouched = false
    @FocusState private var field: SignupField?

    private var emailError: String? {
        guard emailTouched else { return nil }
        return email.contains("@") ? nil : "Enter a valid email"
    }

    var body: some View {
        let _ = print("SignupView body: error=\(emailError ?? "none")")
        Form {
            TextField("Email", text: $email)
                .focused($field, equals: .email)
                .submitLabel(.next)
                .onSubmit { field = .password }
            if let emailError {
                Text(emailError)
            }
            SecureField("Password", text: $password)
                .focused($field, equals: .password)
                .submitLabel(.go)
                .onSubmit { print("go") }
        }
        .onChange(of: field) { oldValue, _ in
            if oldValue == .email {
                emailTouched = true
            }
        }
    }
}

:mount SignupView()
// expect: SignupView body: error=none
:focus "Email"
// expect: SignupView body: error=none
:type "bob" into "Email"
:submit "Email"
// expect: SignupView body: error=none
// expect: SignupView body: error=Enter a valid email
:type "x" into "Password"
:focus "Email"
// expect: SignupView body: error=Enter a valid email
:type "@me" into "Email"
// expect: SignupView body: error=none
// expect: SignupView body: error=none
// expect: SignupView body: error=none
:submit "Email"
// expect: SignupView body: error=none
:submit "Password"
// expect: go
// expect: SignupView body: error=none
