// Style: Apple documentation page, `FocusState` and `focused(_:equals:)`, a login form that moves to the next field on
// Return. SwiftUI: `@FocusState` is view-owned storage like @State (rules §15.10, §15.14); `onChange(of: focused)` reads
// it in the body, so each focus change runs the body, then the action (rules §3.5). Return in Email runs its onSubmit,
// which moves the focus to Password: the field's own loss of focus and the action's write land in one update (rules
// §15.10, ObsREPL's choice; README assumption 7). Return in Password runs its action and the focus goes (nil).
// Typing writes `email` and `password`, which the body doesn't read: nothing runs (rules §3.5).
import SwiftUI

enum LoginField: Hashable {
    case email, password
}

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: LoginField?

    var body: some View {
        let _ = print("login body")
        Form {
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit { focused = .password }
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .onSubmit { print("log in \(email) with \(password.count) characters") }
        }
        .onChange(of: focused) { oldValue, newValue in
            print("focus \(oldValue.map { "\($0)" } ?? "none") -> \(newValue.map { "\($0)" } ?? "none")")
        }
    }
}

:mount LoginForm()
// expect: login body
:focus "Email"
// expect: login body
// expect: focus none -> email
:type "a@b" into "Email"
:submit "Email"
// expect: login body
// expect: focus email -> password
:type "pw" into "Password"
:submit "Password"
// expect: log in a@b with 2 characters
// expect: login body
// expect: focus password -> none
