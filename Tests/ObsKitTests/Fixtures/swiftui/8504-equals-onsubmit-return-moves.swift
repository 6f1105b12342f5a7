// SwiftUI from Apple's documentation: focused(_:equals:) and onSubmit(of:_:) (Return moves focus to the next field)
// Source: developer.apple.com/documentation/swiftui/view/focused(_:equals:): "If a caller sets the state value
// programmatically to the matching value, then focus moves to the modified view." "If a caller sets the value
// to nil, SwiftUI automatically dismisses focus." onSubmit(of:_:): a TextField triggers the action "when the
// user hits the hardware or software return key". Return in First name moves focus to Last name; Return in
// Last name ends editing and saves.
import SwiftUI

struct NameEntry: View {
    enum Field: Hashable {
        case first, last
    }

    @State private var firstName = ""
    @State private var lastName = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("First name", text: $firstName)
                .focused($focusedField, equals: .first)
                .onSubmit { focusedField = .last }
            TextField("Last name", text: $lastName)
                .focused($focusedField, equals: .last)
                .onSubmit {
                    focusedField = nil
                    print("saved \(firstName) \(lastName)")
                }
        }
        .onChange(of: focusedField) { _, newValue in
            if newValue == .last { print("focus moved to last name") }
        }
    }
}

:mount NameEntry()
:type "Ada" into "First name"
:submit "First name"
:type "Lovelace" into "Last name"
:submit "Last name"

// expect: focus moved to last name
// expect: saved Ada Lovelace
