// Apple docs style (FocusState with focused(_:equals:)): an optional enum moves the focus from field to field on submit and clears it on the last one (rules §15.10, §11.1)
// Page: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
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
        Form {
            TextField("First name", text: $first)
                .focused($focused, equals: .first)
                .onSubmit { focused = .last }
            TextField("Last name", text: $last)
                .focused($focused, equals: .last)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit {
                    focused = nil
                    print("done: \(first) \(last) <\(email)>")
                }
        }
        .onChange(of: focused) { oldValue, newValue in
            let from = oldValue.map { "\($0)" } ?? "none"
            let to = newValue.map { "\($0)" } ?? "none"
            print("focus \(from) -> \(to)")
        }
    }
}

:mount SignupForm()
:focus "First name"
// expect: focus none -> first
:type "Ann" into "First name"
:submit "First name"
// expect: focus first -> last
:type "Lee" into "Last name"
:submit "Last name"
// expect: focus last -> email
:type "a@b.c" into "Email"
:submit "Email"
// expect: done: Ann Lee <a@b.c>
// expect: focus email -> none
