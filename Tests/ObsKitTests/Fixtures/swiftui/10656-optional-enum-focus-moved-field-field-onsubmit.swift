// HWS "@FocusState" style: an optional enum focus moved field to field by one onSubmit on the Form; the body prints the focus, so each move runs it once (the field's loss of focus and the action's write are one update); the typed text is never read by the body (rules §15.10, §3.5)
import SwiftUI

enum SignupField: Hashable {
    case first, last, email
}

struct SignupForm: View {
    @State private var first = ""
    @State private var last = ""
    @State private var email = ""
    @FocusState private var focusedField: SignupField?

    var body: some View {
        let _ = print("SignupForm body: focus=\(focusedField.map { "\($0)" } ?? "none")")
        Form {
            TextField("First name", text: $first)
                .focused($focusedField, equals: .first)
                .submitLabel(.next)
            TextField("Last name", text: $last)
                .focused($focusedField, equals: .last)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.done)
            Button("Start") { focusedField = .first }
        }
        .onSubmit {
            switch focusedField {
            case .first?:
                focusedField = .last
            case .last?:
                focusedField = .email
            default:
                print("done: \(first) \(last) <\(email)>")
                focusedField = nil
            }
        }
    }
}

:mount SignupForm()
// expect: SignupForm body: focus=none
:tap "Start"
// expect: SignupForm body: focus=first
:type "Ada" into "First name"
:submit "First name"
// expect: SignupForm body: focus=last
:type "Lovelace" into "Last name"
:submit "Last name"
// expect: SignupForm body: focus=email
:type "ada@example.org" into "Email"
:submit "Email"
// expect: done: Ada Lovelace <ada@example.org>
// expect: SignupForm body: focus=none
:focus "Last name"
// expect: SignupForm body: focus=last
