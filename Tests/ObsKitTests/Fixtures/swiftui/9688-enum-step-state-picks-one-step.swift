// Kodeco style multi-step sign-up wizard: an enum step in @State picks one step view in a switch; each step is a new identity (disappear, then appear), the parent's @State keeps the typed name and email across steps
import SwiftUI

enum SignupStep {
    case name, email, confirm, done
}

struct NameStep: View {
    @Binding var name: String
    let next: () -> Void

    var body: some View {
        let _ = print("NameStep body: '\(name)'")
        VStack {
            TextField("Your name", text: $name)
            Button("Next", action: next)
                .disabled(name.isEmpty)
        }
        .onAppear { print("NameStep appeared") }
        .onDisappear { print("NameStep disappeared") }
    }
}

struct EmailStep: View {
    @Binding var email: String
    let back: () -> Void
    let next: () -> Void

    var body: some View {
        let _ = print("EmailStep body: '\(email)'")
        VStack {
            TextField("Email address", text: $email)
            HStack {
                Button("Back", action: back)
                Button("Next", action: next)
                    .disabled(!email.contains("@"))
            }
        }
        .onAppear { print("EmailStep appeared") }
        .onDisappear { print("EmailStep disappeared") }
    }
}

struct ConfirmStep: View {
    let summary: String
    let create: () -> Void

    var body: some View {
        let _ = print("ConfirmStep body: \(summary)")
        VStack {
            Text(summary)
            Button("Create Account", action: create)
        }
        .onAppear { print("ConfirmStep appeared") }
        .onDisappear { print("ConfirmStep disappeared") }
    }
}

struct SignupWizard: View {
    @State private var step = SignupStep.name
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        let _ = print("SignupWizard body: step \(step)")
        VStack {
            switch step {
            case .name:
                NameStep(name: $name) { step = .email }
            case .email:
                EmailStep(email: $email, back: { step = .name }, next: { step = .confirm })
            case .confirm:
                ConfirmStep(summary: "\(name) <\(email)>") {
                    print("creating account for \(name)")
                    step = .done
                }
            case .done:
                Text("All set, \(name)!")
            }
        }
    }
}

:mount SignupWizard()
// expect: SignupWizard body: step name
// expect: NameStep body: ''
// expect: NameStep appeared
:type "Jo" into "Your name"
// expect: NameStep body: 'J'
// expect: NameStep body: 'Jo'
:tap "Next"
// expect: SignupWizard body: step email
// expect: EmailStep body: ''
// expect: NameStep disappeared
// expect: EmailStep appeared
:type "j@x" into "Email address"
// expect: EmailStep body: 'j'
// expect: EmailStep body: 'j@'
// expect: EmailStep body: 'j@x'
:tap "Back"
// expect: SignupWizard body: step name
// expect: NameStep body: 'Jo'
// expect: EmailStep disappeared
// expect: NameStep appeared
:tap "Next"
// expect: SignupWizard body: step email
// expect: EmailStep body: 'j@x'
// expect: NameStep disappeared
// expect: EmailStep appeared
:tap "Next"
// expect: SignupWizard body: step confirm
// expect: ConfirmStep body: Jo <j@x>
// expect: EmailStep disappeared
// expect: ConfirmStep appeared
:tap "Create Account"
// expect: creating account for Jo
// expect: SignupWizard body: step done
// expect: ConfirmStep disappeared
