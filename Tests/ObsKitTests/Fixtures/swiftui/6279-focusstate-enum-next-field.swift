// "Move focus to the next field on Return with @FocusState": an optional Hashable enum bound with focused(_:equals:); setting it in onSubmit moves the focus, setting nil dismisses it (Apple: FocusState, focused(_:equals:), onSubmit(of:_:))
import SwiftUI

enum SignupField: Hashable {
    case name
    case email
}

func describe(_ field: SignupField?) -> String {
    switch field {
    case .name: return "name"
    case .email: return "email"
    case nil: return "none"
    }
}

struct SignupForm: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focused: SignupField?

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit {
                    print("name submitted: \(name)")
                    focused = .email
                }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .onSubmit {
                    print("email submitted: \(email)")
                    focused = nil
                }
            Button("Start") { focused = .name }
            Button("Where") { print("focus is \(describe(focused))") }
        }
    }
}

:mount SignupForm()
:tap "Start"
:tap "Where"
:type "Lia" into "Name"
:submit "Name"
:tap "Where"
:type "l@x.io" into "Email"
:submit "Email"
:tap "Where"

// expect: focus is name
// expect: name submitted: Lia
// expect: focus is email
// expect: email submitted: l@x.io
// expect: focus is none
