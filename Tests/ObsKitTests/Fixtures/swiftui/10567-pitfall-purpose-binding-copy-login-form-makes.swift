// everyday app screens style: PITFALL ON PURPOSE, a binding to a copy: a login form makes its field bindings from a helper that copies the @State struct first, so typing writes into the copy, the state never changes, no body runs and Log In sends an empty email; the fixed form binds $form.email and runs once per keystroke (rules §9.1, §3.4)
import SwiftUI

struct LoginFormData {
    var email = ""
    var password = ""
}

struct CopyLoginScreen: View {
    @State private var form = LoginFormData()

    private func binding(_ keyPath: WritableKeyPath<LoginFormData, String>) -> Binding<String> {
        var copy = form
        return Binding(
            get: { copy[keyPath: keyPath] },
            set: { copy[keyPath: keyPath] = $0 }
        )
    }

    var body: some View {
        let _ = print("CopyLoginScreen body: email='\(form.email)'")
        Form {
            TextField("Email", text: binding(\.email))
            Button("Log In") { print("log in with '\(form.email)'") }
        }
    }
}

struct FixedLoginScreen: View {
    @State private var form = LoginFormData()

    var body: some View {
        let _ = print("FixedLoginScreen body: email='\(form.email)'")
        Form {
            TextField("Email", text: $form.email)
            Button("Log In") { print("log in with '\(form.email)'") }
        }
    }
}

:mount CopyLoginScreen()
// expect: CopyLoginScreen body: email=''
:type "jo@x.io" into "Email"
:tap "Log In"
// expect: log in with ''
:mount FixedLoginScreen()
// expect: FixedLoginScreen body: email=''
:type "jo@x" into "Email"
// expect: FixedLoginScreen body: email='j'
// expect: FixedLoginScreen body: email='jo'
// expect: FixedLoginScreen body: email='jo@'
// expect: FixedLoginScreen body: email='jo@x'
:tap "Log In"
// expect: log in with 'jo@x'
