// Hacking with Swift style (password with a reveal toggle): a child holding @Binding switches between SecureField and TextField on its own @State; the strength is computed from the binding, and the parent that passed $state never re-runs (rules §9.3, §1.1, §3.5)
import SwiftUI

struct PasswordField: View {
    @Binding var password: String
    @State private var revealed = false

    var strength: String {
        switch password.count {
        case 0: "empty"
        case 1..<6: "weak"
        case 6..<10: "okay"
        default: "strong"
        }
    }

    var body: some View {
        let _ = print("password field: \(strength), revealed \(revealed)")
        VStack(alignment: .leading) {
            if revealed {
                TextField("Password", text: $password)
            } else {
                SecureField("Password", text: $password)
            }
            Toggle("Show password", isOn: $revealed)
            Text("Strength: \(strength)")
        }
    }
}

struct ChangePasswordView: View {
    @State private var newPassword = ""

    var body: some View {
        let _ = print("change password body")
        Form {
            PasswordField(password: $newPassword)
            Button("Save") {
                print("saved \(newPassword.count) characters")
            }
        }
    }
}
:mount ChangePasswordView()
// expect: change password body
// expect: password field: empty, revealed false
:type "abc12" into "Password"
// expect: password field: weak, revealed false
// expect: password field: weak, revealed false
// expect: password field: weak, revealed false
// expect: password field: weak, revealed false
// expect: password field: weak, revealed false
:toggle "Show password"
// expect: password field: weak, revealed true
:type "3" into "Password"
// expect: password field: okay, revealed true
:tap "Save"
// expect: saved 6 characters
