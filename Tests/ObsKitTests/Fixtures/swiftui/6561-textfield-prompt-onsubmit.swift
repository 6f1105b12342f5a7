// Apple docs `TextField` (the username example: prompt, @FocusState Bool with .focused, onSubmit, .textInputAutocapitalization(.never)).
// The body reads the text and the focus, so a focus change runs it, and each keystroke runs it once (rules §3.5,
// §10.1; one keystroke is one turn). Return runs the field's onSubmit (Apple `view/onsubmit(of:_:)`), whose closure
// reads the current text; the field then loses the focus, so the body runs after the action (rules §15.10).
// Autocapitalization and autocorrection only change the keyboard: they don't alter what `:type` enters.
import SwiftUI

struct UsernameForm: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool

    var body: some View {
        let _ = print("body: '\(username)' focused=\(emailFieldIsFocused)")
        VStack {
            TextField(
                "User name (email address)",
                text: $username,
                prompt: Text("name@example.com")
            )
            .focused($emailFieldIsFocused)
            .onSubmit {
                validate(name: username)
            }
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .border(.secondary)

            Text(username)
                .foregroundStyle(emailFieldIsFocused ? .red : .blue)
        }
    }

    func validate(name: String) {
        print("validate \(name): \(name.contains("@") ? "ok" : "missing @")")
    }
}

:mount UsernameForm()
// expect: body: '' focused=false
:focus "User name (email address)"
// expect: body: '' focused=true
:type "Al" into "User name (email address)"
// expect: body: 'A' focused=true
// expect: body: 'Al' focused=true
:submit "User name (email address)"
// expect: validate Al: missing @
// expect: body: 'Al' focused=false
:focus "User name (email address)"
// expect: body: 'Al' focused=true
:type "@x" into "User name (email address)"
// expect: body: 'Al@' focused=true
// expect: body: 'Al@x' focused=true
:submit "User name (email address)"
// expect: validate Al@x: ok
// expect: body: 'Al@x' focused=false
