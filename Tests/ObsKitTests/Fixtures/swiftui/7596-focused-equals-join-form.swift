// Follows Apple's focused(_:equals:) (https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)): a join form whose button moves the focus to the first empty field
// What SwiftUI does: `@FocusState` over an optional enum holds which field has the focus; each field is
// focused while the state equals its value, and writing the state moves the focus (Apple's page, whose
// "Sign In" example this follows; rules §15.10). Typing into a field focuses it first (the user's tap,
// rules §15.10); a field that already has the focus keeps it. `onChange` prints each move.
// Sources: Apple `view/focused(_:equals:)`, `focusstate`; rules §15.10, §15.14.
import SwiftUI

struct JoinForm: View {
    enum Field: Hashable {
        case email
        case code
    }

    @State private var email = ""
    @State private var code = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            SecureField("Invite code", text: $code)
                .focused($focusedField, equals: .code)
            Button("Join") {
                if email.isEmpty {
                    focusedField = .email
                } else if code.isEmpty {
                    focusedField = .code
                } else {
                    join(email, code)
                }
            }
        }
        .onChange(of: focusedField) { _, field in
            print("focus: \(field.map { "\($0)" } ?? "none")")
        }
    }

    private func join(_ email: String, _ code: String) {
        print("joining \(email) with a \(code.count)-character code")
    }
}

:mount JoinForm()
:tap "Join"
// expect: focus: email
:type "kim@example.com" into "Email"
:tap "Join"
// expect: focus: code
:type "4821" into "Invite code"
:tap "Join"
// expect: joining kim@example.com with a 4-character code
:focus "Email"
// expect: focus: email
