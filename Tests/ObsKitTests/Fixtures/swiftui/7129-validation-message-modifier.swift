// A `.validationMessage(_:)` ViewModifier that shows an error label under a field when given a message, as form
// validation posts write it; the newsletter form computes the message from its email and passes it each render.
// What SwiftUI does: each keystroke runs the form's body, which reads the email (rules §3.5, §10.1). The modifier
// holds only the optional message: its body runs when that value differs (rules §2.3, §2.9), so only when the message
// appears or goes away; the typed text reaches the field through the content stand-in (rules §2.9).
// Sources: rules §2.3, §2.9, §3.5, §10.1, §15.11; https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

struct ValidationMessageModifier: ViewModifier {
    let message: String?

    func body(content: Content) -> some View {
        let _ = print("ValidationMessageModifier body: \(message ?? "valid")")
        VStack(alignment: .leading, spacing: 4) {
            content
            if let message {
                Label(message, systemImage: "exclamationmark.triangle.fill")
                    .font(.caption)
                    .foregroundStyle(.red)
            }
        }
    }
}

extension View {
    func validationMessage(_ message: String?) -> some View {
        modifier(ValidationMessageModifier(message: message))
    }
}

struct NewsletterForm: View {
    @State private var email = ""

    var emailError: String? {
        email.isEmpty || email.contains("@") ? nil : "Email needs an @"
    }

    var body: some View {
        let _ = print("NewsletterForm body: '\(email)'")
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .validationMessage(emailError)
            Button("Subscribe") { print("subscribed \(email)") }
                .disabled(email.isEmpty || emailError != nil)
        }
    }
}

:mount NewsletterForm()
// expect: NewsletterForm body: ''
// expect: ValidationMessageModifier body: valid
:type "jo@x" into "Email"
// expect: NewsletterForm body: 'j'
// expect: ValidationMessageModifier body: Email needs an @
// expect: NewsletterForm body: 'jo'
// expect: NewsletterForm body: 'jo@'
// expect: ValidationMessageModifier body: valid
// expect: NewsletterForm body: 'jo@x'
:tap "Subscribe"
// expect: subscribed jo@x
