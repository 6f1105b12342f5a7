// One onChange writes another @State whose own onChange (with initial: true) reports it; the cascade runs in the next update, and an equal write starts nothing; expected output by the SwiftUI rules (Apple: onChange(of:initial:_:) "initial: whether the action should be run when this view initially appears"; rules §3 equal writes are no-ops)
import SwiftUI

struct QuantityView: View {
    @State private var quantity = 1
    @State private var total = 5
    let unitPrice = 5

    var body: some View {
        Form {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Text("Total: $\(total)")
            Button("Reset") { quantity = 1 }
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
            total = newValue * unitPrice
        }
        .onChange(of: total, initial: true) { oldValue, newValue in
            print("total \(oldValue) -> \(newValue)")
        }
    }
}

:mount QuantityView()
:step "Quantity: 1" up
:step "Quantity: 2" up
:tap "Reset"
:tap "Reset"

// expect: total 5 -> 5
// expect: quantity 1 -> 2
// expect: total 5 -> 10
// expect: quantity 2 -> 3
// expect: total 10 -> 15
// expect: quantity 3 -> 1
// expect: total 15 -> 5
