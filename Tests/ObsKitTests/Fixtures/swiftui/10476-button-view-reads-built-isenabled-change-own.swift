// environment and custom wrappers style: a button view that reads the built-in \.isEnabled to change its own label; .disabled(true) above it sets the value to false for the subtree, so the reader re-runs on each flip while its parent hands it an equal value (rules §15.17, §14.2, §15.11)
import SwiftUI

struct StatusAwareButton: View {
    let title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("StatusAwareButton \(title): enabled \(isEnabled)")
        Button(isEnabled ? title : "\(title) (locked)") {
            print("\(title) tapped")
        }
    }
}

struct CheckoutForm: View {
    @State private var locked = false

    var body: some View {
        VStack {
            StatusAwareButton(title: "Pay")
                .disabled(locked)
            Toggle("Lock", isOn: $locked)
        }
    }
}

:mount CheckoutForm()
// expect: StatusAwareButton Pay: enabled true
:tap "Pay"
// expect: Pay tapped
:toggle "Lock"
// expect: StatusAwareButton Pay: enabled false
:toggle "Lock"
// expect: StatusAwareButton Pay: enabled true
:tap "Pay"
// expect: Pay tapped
