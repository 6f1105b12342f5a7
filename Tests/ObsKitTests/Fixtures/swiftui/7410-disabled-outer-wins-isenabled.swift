// Hacking with Swift style: `.disabled(false)` on one field can't re-enable it inside a locked form
// What SwiftUI does: `.disabled(true)` disables the controls inside, and an outer `true` wins over an inner `false`
// (rules §15.11; Apple `view/disabled(_:)`: "The higher views in a view hierarchy can override the value you set on
// this view"). So both status views read `\.isEnabled` false while the form is locked (rules §15.17). Unlocking
// changes the value each of them sees, and both run again (rules §14.2) after the form, which reads `locked`.
// Sources: rules §3.5, §14.2, §15.11, §15.17; https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct FieldStatus: View {
    let name: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("FieldStatus \(name): enabled \(isEnabled)")
        Text("\(name) \(isEnabled ? "editable" : "locked")")
    }
}

struct CheckoutForm: View {
    @State private var locked = true

    var body: some View {
        let _ = print("CheckoutForm body: locked \(locked)")
        VStack {
            VStack {
                FieldStatus(name: "Address")
                FieldStatus(name: "Coupon")
                    .disabled(false)
            }
            .disabled(locked)
            Button(locked ? "Unlock" : "Lock") { locked.toggle() }
        }
    }
}

:mount CheckoutForm()
// expect: CheckoutForm body: locked true
// expect: FieldStatus Address: enabled false
// expect: FieldStatus Coupon: enabled false
:tap "Unlock"
// expect: CheckoutForm body: locked false
// expect: FieldStatus Address: enabled true
// expect: FieldStatus Coupon: enabled true
:tap "Lock"
// expect: CheckoutForm body: locked true
// expect: FieldStatus Address: enabled false
// expect: FieldStatus Coupon: enabled false
