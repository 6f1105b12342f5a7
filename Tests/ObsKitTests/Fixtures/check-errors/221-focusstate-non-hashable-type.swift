// Check error: @FocusState of a struct that is not Hashable
import SwiftUI

struct LoginField {
    var name: String
}

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: LoginField?

    var body: some View {
        VStack {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button("Log in") {
                focusedField = nil
            }
        }
    }
}

:mount LoginForm()
// expect-error: generic struct 'FocusState' requires that 'LoginField' conform to 'Hashable'
