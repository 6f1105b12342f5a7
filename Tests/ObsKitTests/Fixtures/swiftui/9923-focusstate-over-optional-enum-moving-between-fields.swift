// Apple Developer Forums style: @FocusState over an optional enum moving between fields with .onSubmit (First -> Last -> Email -> submit); the form's body reads only the focus, so typing runs nothing and each move runs it once (rules §15.10, §3.5, §11.1)
import SwiftUI

enum SignupField: Hashable {
    case first, last, email
}

struct SignupForm: View {
    @State private var first = ""
    @State private var last = ""
    @State private var email = ""
    @FocusState private var focused: SignupField?

    var body: some View {
        let _ = print("SignupForm body: focus=\(focused.map { "\($0)" } ?? "none")")
        Form {
            TextField("First", text: $first)
                .focused($focused, equals: .first)
                .onSubmit { focused = .last }
            TextField("Last", text: $last)
                .focused($focused, equals: .last)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit { submit() }
        }
        .onAppear { focused = .first }
    }

    func submit() {
        print("submit \(first) \(last) \(email)")
        focused = nil
    }
}

:mount SignupForm()
// expect: SignupForm body: focus=none
// expect: SignupForm body: focus=first
:type "Al" into "First"
:submit "First"
// expect: SignupForm body: focus=last
:type "Bo" into "Last"
:submit "Last"
// expect: SignupForm body: focus=email
:type "a@b.c" into "Email"
:submit "Email"
// expect: submit Al Bo a@b.c
// expect: SignupForm body: focus=none
:type "x" into "Last"
// expect: SignupForm body: focus=last
