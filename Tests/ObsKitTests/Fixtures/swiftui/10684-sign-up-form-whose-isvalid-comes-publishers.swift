// combine style: a sign-up form whose `isValid` comes from `Publishers.CombineLatest($username, $password)` mapped, deduplicated and assigned to a @Published flag; the combined value uses the new values the publishers send (before storage changes), each keystroke runs the body once, the button is disabled until the flag turns true (rules §6.3, §10.1, §15.11)
import SwiftUI
import Combine

final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published private(set) var isValid = false

    init() {
        Publishers.CombineLatest($username, $password)
            .map { name, pass in name.count >= 3 && pass.count >= 4 }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("isValid -> \($0)") })
            .assign(to: &$isValid)
    }
}

struct SignUpForm: View {
    @StateObject private var model = SignUpModel()

    var body: some View {
        let _ = print("SignUpForm body: '\(model.username)' \(model.password.count) chars, valid=\(model.isValid)")
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            Button("Create account") { print("creating \(model.username)") }
                .disabled(!model.isValid)
        }
    }
}

:mount SignUpForm()
// expect: isValid -> false
// expect: SignUpForm body: '' 0 chars, valid=false
:type "bob" into "Username"
// expect: SignUpForm body: 'b' 0 chars, valid=false
// expect: SignUpForm body: 'bo' 0 chars, valid=false
// expect: SignUpForm body: 'bob' 0 chars, valid=false
:type "pass" into "Password"
// expect: SignUpForm body: 'bob' 1 chars, valid=false
// expect: SignUpForm body: 'bob' 2 chars, valid=false
// expect: SignUpForm body: 'bob' 3 chars, valid=false
// expect: isValid -> true
// expect: SignUpForm body: 'bob' 4 chars, valid=true
:tap "Create account"
// expect: creating bob
