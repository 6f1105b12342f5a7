// Hacking with Swift style (quantity): a Stepper and a number TextField bound to the same Int, onChange(of:) clamping a typed value back into range with a second update (rules §15.10, §11.1, §3.4)
import SwiftUI

struct QuantityView: View {
    @State private var quantity = 1

    var body: some View {
        let _ = print("quantity body \(quantity)")
        Form {
            Stepper("Quantity", value: $quantity, in: 1...10)
            TextField("Qty", value: $quantity, format: .number)
                .keyboardType(.numberPad)
            Text("Subtotal: \((Double(quantity) * 4.99).formatted(.currency(code: "USD")))")
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
            let clamped = min(max(newValue, 1), 10)
            if clamped != newValue {
                quantity = clamped
            }
        }
    }
}
:mount QuantityView()
// expect: quantity body 1
:step "Quantity" up 2
// expect: quantity body 2
// expect: quantity 1 -> 2
// expect: quantity body 3
// expect: quantity 2 -> 3
:clear "Qty"
:type "25" into "Qty"
:submit "Qty"
// expect: quantity body 25
// expect: quantity 3 -> 25
// expect: quantity body 10
// expect: quantity 25 -> 10
:step "Quantity" down
// expect: quantity body 9
// expect: quantity 10 -> 9
