// Apple docs style: the FocusState page's sign-in form, rebuilt: an optional enum @FocusState with focused(_:equals:), onSubmit moving to the next field, a button focusing the first empty field; the body reads only the focus, so typing runs nothing (rules §15.10, §3.5)
import SwiftUI

enum Entry: Hashable {
    case name, email
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Entry?

    var body: some View {
        let _ = print("SignUpForm body: focus \(focus.map { "\($0)" } ?? "none")")
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { register() }
            Button("Register") { register() }
        }
    }

    private func register() {
        if name.isEmpty {
            focus = .name
        } else if email.isEmpty {
            focus = .email
        } else {
            print("registered \(name) <\(email)>")
            focus = nil
        }
    }
}

:mount SignUpForm()
// expect: SignUpForm body: focus none
:tap "Register"
// expect: SignUpForm body: focus name
:type "Al" into "Name"
:submit "Name"
// expect: SignUpForm body: focus email
:type "al@x.io" into "Email"
:submit "Email"
// expect: registered Al <al@x.io>
// expect: SignUpForm body: focus none
