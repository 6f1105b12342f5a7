// Apple FocusState documentation style sign-up form: an optional enum @FocusState moves from the name field to the email field on Return, onChange(of:) logs each focus change after the update it caused, the body reads the fields (through a computed isValid) so it runs per keystroke, and Create stays disabled until both are filled (rules §15.10, §15.11, §11.1)
import SwiftUI

enum SignUpField: Hashable {
    case name, email
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focusedField: SignUpField?

    private var isValid: Bool {
        !name.isEmpty && email.contains("@")
    }

    var body: some View {
        let _ = print("SignUpForm body: valid=\(isValid)")
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .onSubmit { focusedField = .email }
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = nil }
            Button("Create") { print("created \(name) <\(email)>") }
                .disabled(!isValid)
        }
        .onChange(of: focusedField) { _, newValue in
            print("focus: \(newValue.map { "\($0)" } ?? "none")")
        }
    }
}

:mount SignUpForm()
// expect: SignUpForm body: valid=false
:focus "Name"
// expect: SignUpForm body: valid=false
// expect: focus: name
:type "Al" into "Name"
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=false
:submit "Name"
// expect: SignUpForm body: valid=false
// expect: focus: email
:type "a@b" into "Email"
// expect: SignUpForm body: valid=false
// expect: SignUpForm body: valid=true
// expect: SignUpForm body: valid=true
:tap "Create"
// expect: created Al <a@b>
:submit "Email"
// expect: SignUpForm body: valid=true
// expect: focus: none
