// identity-and-lifetime style: a switch in a view builder is a conditional with one slot per case: FieldStep in the .name case and FieldStep in the .email case are different views, so going Next and Back starts the name step over with an empty field (rules §1.1, §1.4, §3.2)
import SwiftUI

enum Step {
    case name, email, done
}

struct FieldStep: View {
    let title: String
    @State private var text = ""

    var body: some View {
        let _ = print("FieldStep(\(title)) body: '\(text)'")
        TextField(title, text: $text)
    }
}

struct SignupFlow: View {
    @State private var step = Step.name

    var body: some View {
        let _ = print("SignupFlow body: \(step)")
        VStack {
            switch step {
            case .name:
                FieldStep(title: "Name")
            case .email:
                FieldStep(title: "Email")
            case .done:
                Text("All set")
            }
            Button("Next") {
                switch step {
                case .name: step = .email
                case .email: step = .done
                case .done: break
                }
            }
            Button("Back") {
                switch step {
                case .name: break
                case .email: step = .name
                case .done: step = .email
                }
            }
        }
    }
}

:mount SignupFlow()
// expect: SignupFlow body: name
// expect: FieldStep(Name) body: ''
:type "Jo" into "Name"
// expect: FieldStep(Name) body: 'J'
// expect: FieldStep(Name) body: 'Jo'
:tap "Next"
// expect: SignupFlow body: email
// expect: FieldStep(Email) body: ''
:type "j@x" into "Email"
// expect: FieldStep(Email) body: 'j'
// expect: FieldStep(Email) body: 'j@'
// expect: FieldStep(Email) body: 'j@x'
:tap "Back"
// expect: SignupFlow body: name
// expect: FieldStep(Name) body: ''
:tap "Next"
// expect: SignupFlow body: email
// expect: FieldStep(Email) body: ''
