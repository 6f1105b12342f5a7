// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield (the username field with @FocusState, onSubmit and a Text that echoes the value)
// Apple's TextField overview example: the Text "shadows the continuously updated value of username" and
// changes colour with the field's focus.
// - "If the value is a string, the text field updates this value continuously as the user types": each keystroke
//   writes `username`, which the body reads, so the body runs once per keystroke.
// - Focusing the field sets `emailFieldIsFocused` to true (https://developer.apple.com/documentation/swiftui/view/focused(_:));
//   the body reads it, so focusing runs the body too.
// - Return runs the onSubmit action (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)),
//   and ends editing, so the focus flag goes back to false and the body runs once more.
import SwiftUI

struct UsernameForm: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool

    var body: some View {
        let _ = print("body: '\(username)' focused \(emailFieldIsFocused)")
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

    func validate(name: String) {
        print("validate \(name): \(name.contains("@") ? "ok" : "missing @")")
    }
}

:mount UsernameForm()
// expect: body: '' focused false
:focus "User name (email address)"
// expect: body: '' focused true
:type "a@b" into "User name (email address)"
// expect: body: 'a' focused true
// expect: body: 'a@' focused true
// expect: body: 'a@b' focused true
:submit "User name (email address)"
// expect: validate a@b: ok
// expect: body: 'a@b' focused false
