// Q (Stack Overflow style): "@State initialised from an init parameter doesn't update when the parent changes it"
// "My QuantityStepper does `_quantity = State(initialValue: start)`. The first time it shows the right start, but
// when the parent changes `defaultQuantity` to 5 the stepper still says 1. I can see (print) that init runs with
// start 5, and even the body runs with start 5!"
// Accepted answer: State's storage is made once, when the view is first installed, from that first initial value;
// every later `State(initialValue:)` is ignored (rules §3.2; Apple: "SwiftUI initializes the state's storage only
// once for each container instance"). The parent's body builds the child again (rules §2.6), and since its fields
// differ (`start` changed; @State compares its initial value, rules §2.5) the child's body runs (rules §2.7) — with
// the old quantity. Pass a Binding if the parent owns the value, or reset the child with `.id` (6922).
// Source: rules §3.2, §2.5, §2.6, §2.7; Apple https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
import SwiftUI

struct QuantityStepper: View {
    let start: Int
    @State private var quantity: Int

    init(start: Int) {
        self.start = start
        _quantity = State(initialValue: start)
        print("QuantityStepper init: start \(start)")
    }

    var body: some View {
        let _ = print("QuantityStepper body: start \(start), quantity \(quantity)")
        Button("Add one (\(quantity))") { quantity += 1 }
    }
}

struct CartLineView: View {
    @State private var defaultQuantity = 1

    var body: some View {
        let _ = print("CartLineView body: default \(defaultQuantity)")
        VStack {
            QuantityStepper(start: defaultQuantity)
            Button("Default 5") { defaultQuantity = 5 }
        }
    }
}

:mount CartLineView()
// expect: CartLineView body: default 1
// expect: QuantityStepper init: start 1
// expect: QuantityStepper body: start 1, quantity 1
:tap "Default 5"
// expect: CartLineView body: default 5
// expect: QuantityStepper init: start 5
// expect: QuantityStepper body: start 5, quantity 1
:tap "Add one (1)"
// expect: QuantityStepper body: start 5, quantity 2
