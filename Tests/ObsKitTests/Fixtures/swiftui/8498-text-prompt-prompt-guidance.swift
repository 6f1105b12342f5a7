// SwiftUI from Apple's documentation: TextField and SecureField init(_:text:prompt:) (a prompt is guidance, not the value)
// Source: developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:): prompt is "A Text
// representing the prompt of the text field which provides users with guidance on what to type into the text
// field." SecureField init(_:text:prompt:): "The prompt provides guidance on what people should type into the
// secure field." The prompt is not the field's value: the bound strings stay empty until the user types.
import SwiftUI

struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Email", text: $email, prompt: Text("name@example.com"))
            SecureField("Password", text: $password, prompt: Text("Required"))
            Button("Check") {
                print("email '\(email)' (\(email.isEmpty ? "empty" : "filled")), password \(password.isEmpty ? "empty" : "filled")")
            }
        }
    }
}

:mount SignInForm()
:tap "Check"
:type "a@b.co" into "Email"
:type "pw" into "Password"
:tap "Check"

// expect: email '' (empty), password empty
// expect: email 'a@b.co' (filled), password filled
