// Style: Apple documentation, `EnvironmentValues.isEnabled`: "A Boolean value that indicates whether the view associated with this environment
// allows user interaction", false below `.disabled(true)` (rules §15.17). A reusable button that reads `\.isEnabled` runs again when the
// value changes (rules §14.2); its own input is equal (a title and a closure that captures nothing, rules §2.4). A disabled button can't be
// tapped (rules §15.11).
import SwiftUI

struct FancyButton: View {
    let title: String
    let action: () -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("FancyButton body: enabled \(isEnabled)")
        Button(title, action: action)
            .opacity(isEnabled ? 1 : 0.4)
    }
}

struct PaymentView: View {
    @State private var locked = false

    var body: some View {
        let _ = print("PaymentView body: locked \(locked)")
        Form {
            Toggle("Locked", isOn: $locked)
            FancyButton(title: "Pay") { print("paid") }
                .disabled(locked)
        }
    }
}

:mount PaymentView()
// expect: PaymentView body: locked false
// expect: FancyButton body: enabled true
:tap "Pay"
// expect: paid
:toggle "Locked"
// expect: PaymentView body: locked true
// expect: FancyButton body: enabled false
:tap "Pay"
// expect-error: button "Pay" is disabled
