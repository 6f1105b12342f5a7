// Apple docs `SecureField` (username TextField + SecureField with prompts) with one onSubmit on the container, and a strength meter bound to the password.
// The form only makes `$username` and `$password`, so typing runs none of its bodies (rules §3.5); the meter reads
// the password through @Binding and runs per keystroke on its own (rules §9.3, T3). An onSubmit on a container
// serves every field inside it (Apple `view/onsubmit(of:_:)`, rules §15.10): Return in either field calls
// handleLogin, which reads the current values. The focus isn't read by any body, so losing it prints nothing.
import SwiftUI

struct StrengthMeter: View {
    @Binding var password: String

    var body: some View {
        let _ = print("strength: \(password.count) chars")
        ProgressView(value: Double(min(password.count, 8)), total: 8)
    }
}

struct LoginView: View {
    @State private var username: String = ""
    @State private var password: String = ""

    var body: some View {
        let _ = print("LoginView body")
        VStack {
            TextField("Username", text: $username, prompt: Text("Required"))
            SecureField("Password", text: $password, prompt: Text("Required"))
            StrengthMeter(password: $password)
        }
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .onSubmit {
            handleLogin(username: username, password: password)
        }
    }

    func handleLogin(username: String, password: String) {
        print("login \(username) with a \(password.count)-character password")
    }
}

:mount LoginView()
// expect: LoginView body
// expect: strength: 0 chars
:type "kim" into "Username"
:type "pass" into "Password"
// expect: strength: 1 chars
// expect: strength: 2 chars
// expect: strength: 3 chars
// expect: strength: 4 chars
:submit "Password"
// expect: login kim with a 4-character password
:submit "Username"
// expect: login kim with a 4-character password
