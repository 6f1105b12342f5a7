// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield (a user-name field with .focused($emailFieldIsFocused) and .onSubmit { validate(name:) }: focus, typing, then Return validates and ends the editing)
// Apple's TextField page shows `TextField("User name (email address)", text: $username)` with
// `.focused($emailFieldIsFocused)` and `.onSubmit { validate(name: username) }`, and a Text below whose
// color follows `emailFieldIsFocused`. The page claims:
// - The @FocusState is true while the field has focus; the Text reads it, so the view updates when the
//   field gains or loses focus.
// - The field updates the bound username as the user types; when the user submits (Return), the
//   onSubmit action runs, editing ends and the focus goes away.
import SwiftUI

struct UserNameForm: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool

    func validate(name: String) {
        print("validate \(name): \(name.contains("@") ? "ok" : "missing @")")
    }

    var body: some View {
        let _ = print("body: focused \(emailFieldIsFocused), username \"\(username)\"")
        VStack {
            TextField(
                "User name (email address)",
                text: $username
            )
            .focused($emailFieldIsFocused)
            .onSubmit {
                validate(name: username)
            }
            .textInputAutocapitalization(.never)
            .disableAutocorrection(true)
            .border(.secondary)

            Text(username)
                .foregroundColor(emailFieldIsFocused ? .red : .blue)
        }
    }
}

:mount UserNameForm()
// expect: body: focused false, username ""
:focus "User name (email address)"
// expect: body: focused true, username ""
:type "a@b" into "User name (email address)"
// expect: body: focused true, username "a"
// expect: body: focused true, username "a@"
// expect: body: focused true, username "a@b"
:submit "User name (email address)"
// expect: validate a@b: ok
// expect: body: focused false, username "a@b"
