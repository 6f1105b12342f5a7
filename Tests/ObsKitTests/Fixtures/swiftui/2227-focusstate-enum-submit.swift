// Issue 13 (B), @FocusState with an optional enum and `.focused($field, equals:)`, chained with onSubmit:
// Return in the email field moves the focus to the password field; Return in the password field signs in
// and clears the focus. `:submit "Title"` presses Return in the field: the field's onSubmit runs (the
// keyboard's Return also ends editing, and the action's focus write wins, all in one turn).
// Source: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:),
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:). Assumed: the loss of focus
// caused by Return and the action's own focus write land in the same update, so onChange sees one change
// (email -> password), as apps that chain fields this way observe. Rules §3, §10.
import SwiftUI

enum LoginField: Hashable {
    case email, password
}

struct SignIn: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: LoginField?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit { focused = .password }
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .onSubmit(signIn)
            Button("Sign In", action: signIn)
        }
        .onChange(of: focused) { old, new in
            print("focus:", describe(old), "->", describe(new))
        }
    }

    func describe(_ field: LoginField?) -> String {
        field.map { "\($0)" } ?? "none"
    }

    func signIn() {
        focused = nil
        print("sign in as \(email), \(password.count) characters")
    }
}

:mount SignIn()
:type "a@b.c" into "Email"
:submit "Email"
:type "pw" into "Password"
:submit "Password"

// expect: focus: none -> email
// expect: focus: email -> password
// expect: sign in as a@b.c, 2 characters
// expect: focus: password -> none
