// Follows Apple's `focused(_:equals:)` page
// (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)): several fields bound to one optional
// enum @FocusState, each focused when the state equals its value. Own code: a sign-up form that moves the focus
// to the next field on Return, and creates the account from the last one.
// - "If a caller sets the state value programmatically to the matching value, then focus moves to the modified
//   view" (Apple `view/focused(_:equals:)`): each field's `onSubmit` writes the next field's value.
// - Return runs the field's `onSubmit`; the field loses the focus unless the action moved it, in one update
//   (rules §15.10, ObsREPL's choice): so one body and one onChange per Return.
// - `onChange(of: focus)` reads the focus in the body, so each move runs the body, then the action with the old
//   and new values (Apple `view/onchange(of:initial:_:)`: "oldValue: The old value that failed the comparison
//   check"; the value compared is the one the body just built, so the body comes first). `submitLabel` only
//   names the Return key (Apple `view/submitlabel(_:)`).
// - The strings are never read in the body: typing runs nothing (rules §3.5). The last action's line comes before
//   the update it causes (rules §0.3, §10.1).
import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case username, email, password
    }

    @State private var username = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focus: Field?

    var body: some View {
        let _ = print("SignUpForm body")
        Form {
            TextField("Username", text: $username)
                .focused($focus, equals: .username)
                .submitLabel(.next)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .submitLabel(.next)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.join)
                .onSubmit { createAccount() }
        }
        .onChange(of: focus) { oldValue, newValue in
            print("focus \(label(oldValue)) -> \(label(newValue))")
        }
    }

    func label(_ field: Field?) -> String {
        field.map { "\($0)" } ?? "none"
    }

    func createAccount() {
        print("create \(username) <\(email)> with \(password.count)-character password")
    }
}

:mount SignUpForm()
// expect: SignUpForm body
:focus "Username"
// expect: SignUpForm body
// expect: focus none -> username
:type "zoe" into "Username"
:submit "Username"
// expect: SignUpForm body
// expect: focus username -> email
:type "z@x.io" into "Email"
:submit "Email"
// expect: SignUpForm body
// expect: focus email -> password
:type "pw1" into "Password"
:submit "Password"
// expect: create zoe <z@x.io> with 3-character password
// expect: SignUpForm body
// expect: focus password -> none
