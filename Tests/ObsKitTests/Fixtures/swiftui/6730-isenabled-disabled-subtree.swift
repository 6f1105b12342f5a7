// Follows Apple's `EnvironmentValues/isEnabled` page
// (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled): "A Boolean value that indicates
// whether the view associated with this environment allows user interaction"; `.disabled(_:)` sets it for a
// subtree, and, as `view/disabled(_:)` says, an outer `disabled(true)` overrides an inner `disabled(false)`.
// - A row reading `\.isEnabled` sees false below `.disabled(true)`, also under an inner `.disabled(false)`, and true
//   elsewhere (Apple `view/disabled(_:)`; rules §15.11, §15.17).
// - Agreeing flips the condition: the rows whose value changed run again, in tree order; the "Help" row, enabled
//   before and after, does not (rules §14.2, §2.7, §2.8).
import SwiftUI

struct ActionRow: View {
    let title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("ActionRow(\(title)) body: enabled \(isEnabled)")
        Text(isEnabled ? title : "\(title) (locked)")
    }
}

struct CheckoutForm: View {
    @State private var agreed = false

    var body: some View {
        VStack {
            Toggle("I agree", isOn: $agreed)
            ActionRow(title: "Pay")
                .disabled(!agreed)
            ActionRow(title: "Help")
            VStack {
                ActionRow(title: "Gift")
                    .disabled(false)
            }
            .disabled(!agreed)
        }
    }
}

:mount CheckoutForm()
// expect: ActionRow(Pay) body: enabled false
// expect: ActionRow(Help) body: enabled true
// expect: ActionRow(Gift) body: enabled false
:toggle "I agree"
// expect: ActionRow(Pay) body: enabled true
// expect: ActionRow(Gift) body: enabled true
:toggle "I agree"
// expect: ActionRow(Pay) body: enabled false
// expect: ActionRow(Gift) body: enabled false
