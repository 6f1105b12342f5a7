// A shipping form where each field has its own `.onSubmit` that moves `@FocusState` (an optional enum) to
// the next field, with `.submitLabel`, `.textContentType`, `.textInputAutocapitalization`,
// `.autocorrectionDisabled()` and `.keyboardType(.numbersAndPunctuation)` (a keyboard with Return).
// Expected: typing focuses a field first; Return runs that field's own onSubmit, whose focus write wins
// (rules §15.10); the last one saves and clears the focus. onChange prints each focus move.
import SwiftUI

struct ShippingForm: View {
    enum Field: Hashable {
        case name, street, zip
    }

    @State private var name = ""
    @State private var street = ""
    @State private var zip = ""
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("Full name", text: $name)
                .textContentType(.name)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
                .focused($focus, equals: .name)
                .onSubmit { focus = .street }
            TextField("Street", text: $street)
                .textContentType(.streetAddressLine1)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focus, equals: .street)
                .onSubmit { focus = .zip }
            TextField("ZIP", text: $zip)
                .keyboardType(.numbersAndPunctuation)
                .submitLabel(.done)
                .focused($focus, equals: .zip)
                .onSubmit(save)
        }
        .onChange(of: focus) { _, field in
            print("focus:", field.map { "\($0)" } ?? "none")
        }
    }

    private func save() {
        print("ship to \(name), \(street), \(zip)")
        focus = nil
    }
}

:mount ShippingForm()
:type "Kim Lee" into "Full name"
:submit "Full name"
:type "1 Main St" into "Street"
:submit "Street"
:type "02139" into "ZIP"
:submit "ZIP"

// expect: focus: name
// expect: focus: street
// expect: focus: zip
// expect: ship to Kim Lee, 1 Main St, 02139
// expect: focus: none
