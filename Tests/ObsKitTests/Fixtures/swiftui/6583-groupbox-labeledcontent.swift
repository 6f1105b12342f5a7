// Apple docs `GroupBox` (the End-User Agreement example with a Toggle) and `LabeledContent` (value and format forms) in a checkout screen.
// GroupBox and LabeledContent are containers: their label and content builders run in the body that makes them
// (rules §15.9), so what they show is read by that body. The stepper and the toggle write @State the body reads,
// one body each (rules §3.5). "Place Order" is disabled until the terms are accepted; its action reads the current
// quantity (rules §3.4); tapping it while disabled is an error (rules §15.11).
import SwiftUI

struct CheckoutView: View {
    @State private var userAgreed = false
    @State private var quantity = 1
    let agreementText = "By ordering you agree to pay for what you order."

    var body: some View {
        let _ = print("body: agreed=\(userAgreed) quantity=\(quantity)")
        VStack {
            GroupBox {
                LabeledContent("Item", value: "Iced Tea")
                LabeledContent("Quantity", value: "\(quantity)")
                LabeledContent("Total", value: Double(quantity) * 2.5, format: .currency(code: "USD"))
                Stepper("Quantity", value: $quantity, in: 1...3)
            } label: {
                Label("Order", systemImage: "cart")
            }
            GroupBox(label: Label("End-User Agreement", systemImage: "building.columns")) {
                ScrollView(.vertical, showsIndicators: true) {
                    Text(agreementText)
                        .font(.footnote)
                }
                .frame(height: 100)
                Toggle(isOn: $userAgreed) {
                    Text("I agree to the above terms")
                }
            }
            Button("Place Order") {
                print("ordered \(quantity) iced tea")
            }
            .disabled(!userAgreed)
        }
    }
}

:mount CheckoutView()
// expect: body: agreed=false quantity=1
:step "Quantity" up
// expect: body: agreed=false quantity=2
:toggle "I agree to the above terms"
// expect: body: agreed=true quantity=2
:tap "Place Order"
// expect: ordered 2 iced tea
:step "Quantity" up 2
// expect: body: agreed=true quantity=3
:toggle "I agree to the above terms"
// expect: body: agreed=false quantity=3
:tap "Place Order"
// expect-error: button "Place Order" is disabled
