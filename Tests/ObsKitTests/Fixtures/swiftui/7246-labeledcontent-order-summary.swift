// Order summary with LabeledContent rows as Apple's LabeledContent page writes them (`LabeledContent(_:value:format:)`
// and the label-and-content form), a quantity Stepper with bounds and a gift-wrap Toggle.
// What SwiftUI does: the Stepper and the Toggle write @State the body reads, so each runs the body once (rules §3.4,
// §10.1); the button's action reads the live values (rules §3.4). A press at the lower bound changes nothing.
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/labeledcontent
// https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct OrderSummary: View {
    @State private var quantity = 1
    @State private var giftWrap = false
    let unitPrice = 12.5

    private var subtotal: Double { Double(quantity) * unitPrice }
    private var total: Double { subtotal + (giftWrap ? 4 : 0) }

    var body: some View {
        let _ = print("OrderSummary body: \(quantity) x, total \(total.formatted(.currency(code: "USD")))")
        Form {
            Section("Order") {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...5)
                Toggle("Gift wrap", isOn: $giftWrap)
            }
            Section("Summary") {
                LabeledContent("Unit price", value: unitPrice, format: .currency(code: "USD"))
                LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
                LabeledContent("Total") {
                    Text(total, format: .currency(code: "USD"))
                        .bold()
                }
            }
            Button("Place Order") {
                print("placing order: \(quantity) for \(total.formatted(.currency(code: "USD")))")
            }
        }
    }
}

:mount OrderSummary()
// expect: OrderSummary body: 1 x, total $12.50
:step "Quantity: 1" up
// expect: OrderSummary body: 2 x, total $25.00
:toggle "Gift wrap"
// expect: OrderSummary body: 2 x, total $29.00
:tap "Place Order"
// expect: placing order: 2 for $29.00
:step "Quantity: 2" down
// expect: OrderSummary body: 1 x, total $16.50
:step "Quantity: 1" down
