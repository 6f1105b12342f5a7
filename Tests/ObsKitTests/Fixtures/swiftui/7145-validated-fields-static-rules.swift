// A sign-up form built from a reusable `ValidatedField` (title, `@Binding` text, and a validation function passed as
// a static method, `Rules.email`), with a submit button whose custom style greys out through
// `@Environment(\.isEnabled)` until both fields are valid.
// What SwiftUI does: each keystroke runs the form (it reads both texts to compute validity) and the field being
// typed in (its binding's value changed, rules §2.5, §9.3). The other field's binding value is unchanged and its
// validator is a static function, which captures nothing and compares equal (rules §2.4), so it doesn't run (rules
// §2.3, §2.7). The submit style's makeBody runs only when `isEnabled` flips (rules §14.2, §15.26).
// Sources: rules §2.3, §2.4, §2.5, §2.7, §9.3, §14.2, §15.17, §15.26;
// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
import SwiftUI

enum Rules {
    static func email(_ text: String) -> String? {
        text.contains("@") ? nil : "Needs an @"
    }

    static func password(_ text: String) -> String? {
        text.count >= 4 ? nil : "At least 4 characters"
    }
}

struct ValidatedField: View {
    let title: String
    @Binding var text: String
    let validate: (String) -> String?

    var body: some View {
        let message = validate(text)
        let _ = print("ValidatedField body: \(title) '\(text)' -> \(message ?? "ok")")
        VStack(alignment: .leading, spacing: 4) {
            TextField(title, text: $text)
                .textInputAutocapitalization(.never)
            if let message {
                Text(message)
                    .font(.caption)
                    .foregroundStyle(.red)
            }
        }
    }
}

struct SubmitButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("SubmitButtonStyle makeBody: enabled \(isEnabled)")
        configuration.label
            .frame(maxWidth: .infinity)
            .padding()
            .background(isEnabled ? Color.blue : Color.gray.opacity(0.4), in: Capsule())
            .foregroundStyle(.white)
    }
}

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""

    var isValid: Bool {
        Rules.email(email) == nil && Rules.password(password) == nil
    }

    var body: some View {
        let _ = print("SignUpForm body: valid \(isValid)")
        Form {
            ValidatedField(title: "Email", text: $email, validate: Rules.email)
            ValidatedField(title: "Password", text: $password, validate: Rules.password)
            Button("Create account") { print("creating \(email)") }
                .buttonStyle(SubmitButtonStyle())
                .disabled(!isValid)
        }
    }
}

:mount SignUpForm()
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Email '' -> Needs an @
// expect: ValidatedField body: Password '' -> At least 4 characters
// expect: SubmitButtonStyle makeBody: enabled false
:type "a@" into "Email"
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Email 'a' -> Needs an @
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Email 'a@' -> ok
:type "abcd" into "Password"
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Password 'a' -> At least 4 characters
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Password 'ab' -> At least 4 characters
// expect: SignUpForm body: valid false
// expect: ValidatedField body: Password 'abc' -> At least 4 characters
// expect: SignUpForm body: valid true
// expect: ValidatedField body: Password 'abcd' -> ok
// expect: SubmitButtonStyle makeBody: enabled true
:tap "Create account"
// expect: creating a@
