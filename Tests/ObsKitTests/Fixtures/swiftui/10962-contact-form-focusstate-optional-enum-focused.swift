// Hacking with Swift style (contact form): @FocusState with an optional enum, .focused(_:equals:), .onSubmit moving to the next field, .submitLabel, onChange(of:) on the focus with old and new values; typing into a field the body does not read runs no body (rules §15.10, §3.5, §11.1)
import SwiftUI

enum Field: Hashable {
    case name, email, phone
}

struct ContactForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        let _ = print("form body")
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            TextField("Phone", text: $phone)
                .focused($focusedField, equals: .phone)
                .submitLabel(.done)
            Button("Save") {
                print("saved \(name) / \(email) / \(phone)")
            }
        }
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .phone
            default: focusedField = nil
            }
        }
        .onChange(of: focusedField) { oldValue, newValue in
            let from = oldValue.map { "\($0)" } ?? "none"
            let to = newValue.map { "\($0)" } ?? "none"
            print("focus \(from) -> \(to)")
        }
    }
}
:mount ContactForm()
// expect: form body
:focus "Name"
// expect: form body
// expect: focus none -> name
:type "Ann" into "Name"
:submit "Name"
// expect: form body
// expect: focus name -> email
:type "a@b.co" into "Email"
:submit "Email"
// expect: form body
// expect: focus email -> phone
:type "555" into "Phone"
:submit "Phone"
// expect: form body
// expect: focus phone -> none
:tap "Save"
// expect: saved Ann / a@b.co / 555
