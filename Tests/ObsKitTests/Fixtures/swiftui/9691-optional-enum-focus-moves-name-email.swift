// Hacking with Swift style @FocusState form: an optional enum focus moves Name -> Email -> Password with onSubmit; the last submit sends the form and the focus is dropped; typing into an unfocused field focuses it first
import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    private func describe(_ field: Field?) -> String {
        field.map { "\($0)" } ?? "none"
    }

    var body: some View {
        let _ = print("SignUpForm body: focus=\(describe(focusedField))")
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .onSubmit { focusedField = .email }
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .onSubmit { submit() }
            Button("Start") { focusedField = .name }
        }
        .onChange(of: focusedField) { oldValue, newValue in
            print("focus \(describe(oldValue)) -> \(describe(newValue))")
        }
    }

    private func submit() {
        print("submitted \(name), \(email), \(password.count) chars")
    }
}

:mount SignUpForm()
// expect: SignUpForm body: focus=none
:tap "Start"
// expect: SignUpForm body: focus=name
// expect: focus none -> name
:type "Ann" into "Name"
:submit "Name"
// expect: SignUpForm body: focus=email
// expect: focus name -> email
:type "a@b" into "Email"
:submit "Email"
// expect: SignUpForm body: focus=password
// expect: focus email -> password
:type "pw12" into "Password"
:submit "Password"
// expect: submitted Ann, a@b, 4 chars
// expect: SignUpForm body: focus=none
// expect: focus password -> none
:type "x" into "Email"
// expect: SignUpForm body: focus=email
// expect: focus none -> email
