// A sign-up form that walks the focus through its fields with @FocusState over an optional enum,
// .focused(_:equals:), .submitLabel, and one onSubmit on the Form that moves to the next field; a
// mismatch sends the focus back to the password.
// Expected: typing focuses the field first; Return runs the Form's onSubmit, whose write of the focus
// wins (rules §15.10); onChange prints each move.
import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case email, password, confirm
    }

    @State private var email = ""
    @State private var password = ""
    @State private var confirm = ""
    @FocusState private var focused: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .submitLabel(.next)
            SecureField("Confirm", text: $confirm)
                .focused($focused, equals: .confirm)
                .submitLabel(.done)
            Button("Create Account") { submit() }
        }
        .onSubmit {
            switch focused {
            case .email: focused = .password
            case .password: focused = .confirm
            case .confirm, nil: submit()
            }
        }
        .onChange(of: focused) { old, new in
            print("focus:", String(describing: old), "->", String(describing: new))
        }
    }

    private func submit() {
        guard password == confirm else {
            print("passwords differ")
            focused = .password
            return
        }
        print("creating \(email)")
        focused = nil
    }
}

:mount SignUpForm()
:type "a@b.co" into "Email"
:submit "Email"
:type "pw1" into "Password"
:submit "Password"
:type "pw2" into "Confirm"
:submit "Confirm"

// expect: focus: nil -> Optional(main.SignUpForm.Field.email)
// expect: focus: Optional(main.SignUpForm.Field.email) -> Optional(main.SignUpForm.Field.password)
// expect: focus: Optional(main.SignUpForm.Field.password) -> Optional(main.SignUpForm.Field.confirm)
// expect: passwords differ
// expect: focus: Optional(main.SignUpForm.Field.confirm) -> Optional(main.SignUpForm.Field.password)
