// Follows Apple's `FocusState` page (https://developer.apple.com/documentation/swiftui/focusstate): an optional
// Hashable enum in @FocusState, one `focused(_:equals:)` per field, and a button that moves the focus to the
// first empty field or else goes on. Own code: a three-field shipping address.
// - "When focus enters the modified view, the wrapped value of this property updates to match a given prototype
//   value. Similarly, when focus leaves, the wrapped value of this property resets to nil ... Setting the
//   property's value programmatically has the reverse effect, causing focus to move to the view associated with
//   the updated value" (Apple `focusstate`). The body reads the focus, so each move runs it once (rules §15.10,
//   §15.14 ObsREPL's choice, §3.5).
// - The body reads none of the strings: typing runs nothing (rules §3.5).
// - `:focus "City"` is the user's tap on the field (rules §15.10). Continue then writes `.city` again, the value
//   the focus already has: no change, no body (rules §3.4, §15.14: FocusState storage like @State).
// - Setting nil dismisses the focus (Apple `view/focused(_:equals:)`: "If a caller sets the value to nil, SwiftUI
//   automatically dismisses focus").
import SwiftUI

struct ShippingForm: View {
    enum Field: Hashable {
        case name, street, city
    }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        let _ = print("ShippingForm body: focus \(describe(focusedField))")
        Form {
            TextField("Full name", text: $name)
                .focused($focusedField, equals: .name)
            TextField("Street", text: $street)
                .focused($focusedField, equals: .street)
            TextField("City", text: $city)
                .focused($focusedField, equals: .city)
            Button("Continue") {
                if name.isEmpty {
                    focusedField = .name
                } else if street.isEmpty {
                    focusedField = .street
                } else if city.isEmpty {
                    focusedField = .city
                } else {
                    print("ship to \(name), \(street), \(city)")
                    focusedField = nil
                }
            }
        }
    }

    func describe(_ field: Field?) -> String {
        field.map { "\($0)" } ?? "none"
    }
}

:mount ShippingForm()
// expect: ShippingForm body: focus none
:tap "Continue"
// expect: ShippingForm body: focus name
:type "Lee" into "Full name"
:tap "Continue"
// expect: ShippingForm body: focus street
:type "1 Elm" into "Street"
:focus "City"
// expect: ShippingForm body: focus city
:tap "Continue"
:type "Oslo" into "City"
:tap "Continue"
// expect: ship to Lee, 1 Elm, Oslo
// expect: ShippingForm body: focus none
