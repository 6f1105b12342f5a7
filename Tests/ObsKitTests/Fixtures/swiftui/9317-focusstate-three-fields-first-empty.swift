// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate (one @FocusState over an optional enum for three fields; a button moves the focus to the first empty one)
// FocusState: "When focus enters the modified view, the wrapped value of this property updates to match a given
// prototype value. Similarly, when focus leaves, the wrapped value of this property resets to nil or false.
// Setting the property's value programmatically has the reverse effect, causing focus to move to the view
// associated with the updated value." Apple's login example moves the focus to the first empty field from a
// button. onChange(of:) prints each move once.
// - Typing a name focuses the Name field first: none -> name.
// - "Next empty": email is the first empty field, so the focus moves there: name -> email.
// - Tapping the Phone field: email -> phone.
// - "Done" clears the focus: phone -> none.
// - "Next empty" again from nowhere: email is still empty: none -> email.
import SwiftUI

struct ContactForm: View {
    enum Field: Hashable {
        case name, email, phone
    }

    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            TextField("Phone", text: $phone)
                .focused($focusedField, equals: .phone)
            Button("Next empty") {
                if name.isEmpty {
                    focusedField = .name
                } else if email.isEmpty {
                    focusedField = .email
                } else if phone.isEmpty {
                    focusedField = .phone
                }
            }
            Button("Done") { focusedField = nil }
        }
        .onChange(of: focusedField) { oldField, newField in
            print("focus \(label(oldField)) -> \(label(newField))")
        }
    }

    private func label(_ field: Field?) -> String {
        guard let field else { return "none" }
        return "\(field)"
    }
}

:mount ContactForm()
:type "Ada" into "Name"
// expect: focus none -> name
:tap "Next empty"
// expect: focus name -> email
:focus "Phone"
// expect: focus email -> phone
:tap "Done"
// expect: focus phone -> none
:tap "Next empty"
// expect: focus none -> email
