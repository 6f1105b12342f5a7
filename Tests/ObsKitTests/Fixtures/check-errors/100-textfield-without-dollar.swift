// Mistake: passes the @State value `name` to TextField's `text:` instead of its binding `$name`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var agreed = false

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: name)
                TextField("Email", text: $email)
            }
            Section {
                Toggle("I agree to the terms", isOn: $agreed)
                Button("Sign up") {
                    print("Signing up \(name) <\(email)>")
                }
                .disabled(!agreed || name.isEmpty)
            }
        }
    }
}

:mount SignUpForm()
:type "Lea" into "Name"
// expect-error: cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead
