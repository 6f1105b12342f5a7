// HWS "disabled()" style: a Place order button disabled until a Toggle is on, with .animation(value:) on the total; a hint below .disabled reads \.isEnabled and runs only when it flips; a tap on the disabled button does nothing (here: an error) (rules §15.11, §15.17, §14.2, §15.15, §12)
import SwiftUI

struct OrderHint: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = Self._printChanges()
        Text(isEnabled ? "Ready to order" : "Accept the terms first")
    }
}

struct CheckoutView: View {
    @State private var agreed = false
    @State private var quantity = 1

    var body: some View {
        let _ = print("CheckoutView body: agreed=\(agreed), qty=\(quantity)")
        Form {
            Stepper("Quantity \(quantity)", value: $quantity, in: 1...5)
            Toggle("I agree to the terms", isOn: $agreed)
            HStack {
                Button("Place order") { print("ordered \(quantity)") }
                OrderHint()
            }
            .disabled(!agreed)
            Text("Total: \(quantity * 12) USD")
                .animation(.easeInOut, value: quantity)
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body: agreed=false, qty=1
// expect: OrderHint: @self, @identity, _isEnabled changed.
:step "Quantity 1" up
// expect: CheckoutView body: agreed=false, qty=2
:toggle "I agree to the terms"
// expect: CheckoutView body: agreed=true, qty=2
// expect: OrderHint: _isEnabled changed.
:tap "Place order"
// expect: ordered 2
:toggle "I agree to the terms"
// expect: CheckoutView body: agreed=false, qty=2
// expect: OrderHint: _isEnabled changed.
:tap "Place order"
// expect-error: button "Place order" is disabled
