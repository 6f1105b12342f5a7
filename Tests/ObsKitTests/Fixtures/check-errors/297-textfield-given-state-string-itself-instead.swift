// Check error: a TextField given the @State string itself instead of its binding
import SwiftUI

struct SignUpForm: View {
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Email", text: email)
            Text("You typed: \(email)")
        }
    }
}

:mount SignUpForm()
// expect-error: cannot convert value 'email' of type 'String' to expected type 'Binding<String>', use wrapper instead
