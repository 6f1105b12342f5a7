// SwiftUI from Apple's documentation: onChange(of:initial:_:) and disabled(_:) (a computed validity flag gating Create Account)
// Source: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg: "Adds a modifier for this
// view that fires an action when a specific value changes"; initial: "Whether the action should be run when
// this view initially appears." disabled(_:): "Adds a condition that controls whether users can interact with
// this view." The form becomes valid only when the last requirement (the toggle) is met, so the flag changes
// once; then the button works.
import SwiftUI

struct CreateAccountForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var age = 16
    @State private var acceptsTerms = false

    var isValid: Bool {
        !name.isEmpty && email.contains("@") && email.contains(".") && age >= 18 && acceptsTerms
    }

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                Stepper("Age: \(age)", value: $age, in: 13...120)
            }
            Section {
                Toggle("I accept the terms", isOn: $acceptsTerms)
                Button("Create Account") { print("creating account for \(name) <\(email)>, \(age)") }
                    .disabled(!isValid)
            }
        }
        .onChange(of: isValid, initial: true) { _, valid in
            print("valid: \(valid)")
        }
    }
}

:mount CreateAccountForm()
:type "Ann" into "Name"
:type "ann@example.com" into "Email"
:step "Age: 16" up
:step "Age: 17" up
:toggle "I accept the terms"
:tap "Create Account"

// expect: valid: false
// expect: valid: true
// expect: creating account for Ann <ann@example.com>, 18
