// SwiftUI from Apple's documentation: TextField (the username field with onSubmit calling validate(name:))
// Source: developer.apple.com/documentation/swiftui/textfield: "If the value is a string, the text field
// updates this value continuously as the user types or otherwise edits the text in the field." "When the
// user submits their completed entry to the text field, the onSubmit(of:_:) modifier calls an internal
// validate(name:) method." onSubmit(of:_:): a TextField "will trigger this action when the user hits the
// hardware or software return key". Nothing is validated while the user is still typing.
import SwiftUI

struct UsernameView: View {
    @State private var username: String = ""
    @FocusState private var emailFieldIsFocused: Bool

    func validate(name: String) {
        print("validating \(name)")
        print(name.contains("@") ? "looks like an email address" : "not an email address")
    }

    var body: some View {
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

        Button("Peek") { print("typed so far: \(username)") }
    }
}

:mount UsernameView()
:type "mruiz2" into "User name (email address)"
:tap "Peek"
:type "@icloud.com" into "User name (email address)"
:submit "User name (email address)"

// expect: typed so far: mruiz2
// expect: validating mruiz2@icloud.com
// expect: looks like an email address
