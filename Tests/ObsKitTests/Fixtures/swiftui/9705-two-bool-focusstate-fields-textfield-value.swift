// Hacking with Swift style registration form: two Bool @FocusState fields, a TextField(value:format:) for the age that commits when the focus moves to another field, a terms Toggle that enables Register; onChange logs each focus change in the order the modifiers are written
import SwiftUI

struct RegistrationView: View {
    @State private var username = ""
    @State private var age = 0
    @State private var agreed = false
    @FocusState private var usernameFocused: Bool
    @FocusState private var ageFocused: Bool

    var body: some View {
        let _ = print("RegistrationView body: age \(age), agreed \(agreed)")
        Form {
            TextField("Username", text: $username)
                .focused($usernameFocused)
            TextField("Age", value: $age, format: .number)
                .keyboardType(.numberPad)
                .focused($ageFocused)
            Toggle("I agree to the terms", isOn: $agreed)
            Button("Register") {
                print("registered \(username), \(age)")
            }
            .disabled(!agreed)
        }
        .onChange(of: usernameFocused) {
            print("username focused: \(usernameFocused)")
        }
        .onChange(of: ageFocused) {
            print("age focused: \(ageFocused)")
        }
    }
}

:mount RegistrationView()
// expect: RegistrationView body: age 0, agreed false
:type "sam" into "Username"
// expect: RegistrationView body: age 0, agreed false
// expect: username focused: true
:type "34" into "Age"
// expect: RegistrationView body: age 0, agreed false
// expect: username focused: false
// expect: age focused: true
:focus "Username"
// expect: RegistrationView body: age 34, agreed false
// expect: username focused: true
// expect: age focused: false
:toggle "I agree to the terms"
// expect: RegistrationView body: age 34, agreed true
:tap "Register"
// expect: registered sam, 34
