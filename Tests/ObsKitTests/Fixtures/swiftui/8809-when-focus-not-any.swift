// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue (when focus is not in any view bound to the state, the wrapped value is nil: tapping a text field that has no focused modifier takes focus away from the bound field)
import SwiftUI

struct ShippingForm: View {
    enum Field: Hashable {
        case name
    }

    @State private var name = ""
    @State private var notes = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
            TextField("Notes", text: $notes)
            Button("Where") {
                print("focus: \(focusedField.map { "\($0)" } ?? "none")")
            }
        }
    }
}

:mount ShippingForm()
:focus "Name"
:tap "Where"
:focus "Notes"
:tap "Where"
// expect: focus: name
// expect: focus: none
