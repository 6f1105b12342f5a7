// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield (username TextField: continuous updates, onSubmit validates)
// Apple's TextField page: "If the value is a string, the text field updates this value continuously as the user types";
// "When the user submits their completed entry to the text field, the onSubmit(of:_:) modifier calls an internal
// validate(name:) method." onChange(of: username) sees every keystroke; validate runs only on Return.
// - Type "ab", press Return (invalid); type "@me" after it, press Return (valid).
import SwiftUI

struct UsernameForm: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool

    var body: some View {
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
        .onChange(of: username) { _, newValue in
            print("username: \(newValue)")
        }
    }

    func validate(name: String) {
        if name.contains("@") {
            print("valid: \(name)")
        } else {
            print("invalid: \(name)")
        }
    }
}

:mount UsernameForm()
:type "ab" into "User name (email address)"
// expect: username: a
// expect: username: ab
:submit "User name (email address)"
// expect: invalid: ab
:type "@me" into "User name (email address)"
// expect: username: ab@
// expect: username: ab@m
// expect: username: ab@me
:submit "User name (email address)"
// expect: valid: ab@me
