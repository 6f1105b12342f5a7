// what's-new style: `@FocusState` over an optional enum moving focus from code: a button focuses the first field, `onSubmit` moves to the next, the last clears it; the body that reads the focus re-runs, and onChange sees (old, new) (rules §15.10, §11.1)
import SwiftUI

enum Field: Hashable {
    case name, email
}

func label(_ field: Field?) -> String {
    field.map { "\($0)" } ?? "none"
}

struct SignupForm: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        let _ = print("SignupForm body: focus \(label(focus))")
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit {
                    focus = nil
                    print("submitted \(name) <\(email)>")
                }
            Button("Start") { focus = .name }
        }
        .onChange(of: focus) { oldValue, newValue in
            print("focus \(label(oldValue)) -> \(label(newValue))")
        }
    }
}

:mount SignupForm()
// expect: SignupForm body: focus none
:tap "Start"
// expect: SignupForm body: focus name
// expect: focus none -> name
:type "Al" into "Name"
:submit "Name"
// expect: SignupForm body: focus email
// expect: focus name -> email
:type "a@b" into "Email"
:submit "Email"
// expect: submitted Al <a@b>
// expect: SignupForm body: focus none
// expect: focus email -> none
