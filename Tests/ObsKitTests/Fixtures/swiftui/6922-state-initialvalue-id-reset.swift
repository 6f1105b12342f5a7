// Q (Stack Overflow style): "How to reset a child's @State when the parent passes a new initial value?" — the
// accepted answer to 6921's question: tag the child with `.id(defaultQuantity)`.
// Answer: a new value in `.id(x)` gives the child a new identity: the old node dies and a new one is made, whose
// @State storage is set up from the *current* struct's initial value (rules §1.3). The old node's onDisappear runs,
// then the new node's onAppear, after the update (rules §11.1); the dying view's onDisappear still reads the
// @State it had (rules §1.4). Caveat from the answer: this throws away everything below, including typed text.
// Source: rules §1.3, §1.4, §11.1; Apple `view/id(_:)` (https://developer.apple.com/documentation/swiftui/view/id(_:)):
// "When the proxy value specified by the id parameter changes, the identity of the view ... is reset."
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
            .onAppear { print("QuantityStepper appeared with \(quantity)") }
            .onDisappear { print("QuantityStepper disappeared with \(quantity)") }
    }
}

struct CartLineView: View {
    @State private var defaultQuantity = 1

    var body: some View {
        let _ = print("CartLineView body: default \(defaultQuantity)")
        VStack {
            QuantityStepper(start: defaultQuantity)
                .id(defaultQuantity)
            Button("Default 5") { defaultQuantity = 5 }
        }
    }
}

:mount CartLineView()
// expect: CartLineView body: default 1
// expect: QuantityStepper init: start 1
// expect: QuantityStepper body: start 1, quantity 1
// expect: QuantityStepper appeared with 1
:tap "Add one (1)"
// expect: QuantityStepper body: start 1, quantity 2
:tap "Default 5"
// expect: CartLineView body: default 5
// expect: QuantityStepper init: start 5
// expect: QuantityStepper body: start 5, quantity 5
// expect: QuantityStepper disappeared with 2
// expect: QuantityStepper appeared with 5
