// Apple "EnvironmentValues/isEnabled" and "disabled(_:)" (a custom view reads isEnabled to style itself); rules §15.17, §14.2, §3.5 (state read only in an action)
import SwiftUI

struct StatusPill: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("StatusPill body: \(isEnabled ? "enabled" : "disabled")")
        Text(isEnabled ? "Ready" : "Locked")
    }
}

struct CheckoutPanel: View {
    @State private var locked = false
    @State private var payments = 0

    var body: some View {
        let _ = print("CheckoutPanel body: locked \(locked)")
        VStack {
            Toggle("Lock", isOn: $locked)
            VStack {
                StatusPill()
                Button("Pay") {
                    payments += 1
                    print("paid \(payments)")
                }
            }
            .disabled(locked)
        }
    }
}

:mount CheckoutPanel()
:tap "Pay"
:toggle "Lock"
:toggle "Lock"
:tap "Pay"

// expect: CheckoutPanel body: locked false
// expect: StatusPill body: enabled
// expect: paid 1
// expect: CheckoutPanel body: locked true
// expect: StatusPill body: disabled
// expect: CheckoutPanel body: locked false
// expect: StatusPill body: enabled
// expect: paid 2
