// Hacking with Swift style: one `@State` struct for a form, with `$form.email` and `$form.acceptsTerms` bound to controls
// What SwiftUI does: a binding to a field writes the whole struct back (rules §15.1), so each keystroke and the toggle
// re-run the view that read `form` (rules §3.4, §3.5). `EmailSummary` holds a plain String: its body runs only when
// the email it is given differs (rules §2.1, §2.3, §2.7), so not for the toggle. The button is enabled once the form
// is complete.
// Sources: rules §2.1, §2.3, §2.7, §3.4, §3.5, §15.1; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

struct SignupForm {
    var email = ""
    var acceptsTerms = false

    var isComplete: Bool { email.contains("@") && acceptsTerms }
}

struct EmailSummary: View {
    let email: String

    var body: some View {
        let _ = print("EmailSummary body: '\(email)'")
        Text(email)
    }
}

struct SignupView: View {
    @State private var form = SignupForm()

    var body: some View {
        let _ = print("SignupView body: complete \(form.isComplete)")
        Form {
            TextField("Email", text: $form.email)
            Toggle("Accept terms", isOn: $form.acceptsTerms)
            EmailSummary(email: form.email)
            Button("Create account") { print("creating \(form.email)") }
                .disabled(!form.isComplete)
        }
    }
}

:mount SignupView()
// expect: SignupView body: complete false
// expect: EmailSummary body: ''
:type "a@b" into "Email"
// expect: SignupView body: complete false
// expect: EmailSummary body: 'a'
// expect: SignupView body: complete false
// expect: EmailSummary body: 'a@'
// expect: SignupView body: complete false
// expect: EmailSummary body: 'a@b'
:toggle "Accept terms"
// expect: SignupView body: complete true
:tap "Create account"
// expect: creating a@b
