// Apple docs `FocusState` + `View/focused(_:equals:)` + `View/onSubmit(of:_:)`: a sign-in form moves the focus over an optional enum.
// `@FocusState var focus: LoginField?` holds which field is focused; code moves the focus by writing it, and a field
// bound with `.focused($focus, equals:)` is focused while the value equals its case (rules §15.10). Return runs the
// field's onSubmit: in "Email" it moves the focus to the password; in "Password" it prints and the field then loses the
// focus (Return ends editing), so focus becomes nil. onChange reports each change with old and new values, after the
// action. Typing changes no focus.
import SwiftUI

enum LoginField: Hashable {
    case email, password
}

func focusName(_ field: LoginField?) -> String {
    switch field {
    case .email: return "email"
    case .password: return "password"
    case nil: return "none"
    }
}

struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focus: LoginField?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit { print("sign in as \(email) with \(password.count) chars") }
            Button("Start") { focus = .email }
            Button("Hide keyboard") { focus = nil }
        }
        .onChange(of: focus) { old, new in
            print("focus \(focusName(old)) -> \(focusName(new))")
        }
    }
}

:mount SignInForm()
:tap "Start"
// expect: focus none -> email
:type "a@b.c" into "Email"
:submit "Email"
// expect: focus email -> password
:type "pw" into "Password"
:submit "Password"
// expect: sign in as a@b.c with 2 chars
// expect: focus password -> none
:focus "Email"
// expect: focus none -> email
:tap "Hide keyboard"
// expect: focus email -> none
