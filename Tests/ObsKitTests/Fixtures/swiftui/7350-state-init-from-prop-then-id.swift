// "@State initialized from a parameter doesn't update when the parameter changes": two quantity steppers seeded
// with `_quantity = State(initialValue: startQuantity)`, the second also keyed with `.id(suggested)`.
// What SwiftUI does: @State storage is made once, at install, from that first init's value; later initial values
// are ignored (rules §3.2). When the suggestion changes, both steppers' inits run in the parent's body (rules §2.6).
// The first keeps its node; its @State's initial value changed, so its value differs and its body runs (rules §2.5,
// §2.7), still showing its own quantity, 2. The second gets a new id: its subtree starts over with @State from the
// current struct's initial value, 5 (rules §1.3).
// Sources: rules §1.3, §2.5, §2.6, §2.7, §3.2; https://developer.apple.com/documentation/swiftui/state;
// https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct QuantityStepper: View {
    let itemName: String
    @State private var quantity: Int

    init(itemName: String, startQuantity: Int) {
        self.itemName = itemName
        _quantity = State(initialValue: startQuantity)
        print("QuantityStepper init: \(itemName) from \(startQuantity)")
    }

    var body: some View {
        let _ = print("QuantityStepper body: \(itemName) x\(quantity)")
        Button("Add one \(itemName)") { quantity += 1 }
    }
}

struct CartLine: View {
    @State private var suggested = 1

    var body: some View {
        let _ = print("CartLine body: suggested \(suggested)")
        VStack {
            QuantityStepper(itemName: "Apples", startQuantity: suggested)
            QuantityStepper(itemName: "Pears", startQuantity: suggested)
                .id(suggested)
            Button("Suggest 5") { suggested = 5 }
        }
    }
}

:mount CartLine()
// expect: CartLine body: suggested 1
// expect: QuantityStepper init: Apples from 1
// expect: QuantityStepper init: Pears from 1
// expect: QuantityStepper body: Apples x1
// expect: QuantityStepper body: Pears x1
:tap "Add one Apples"
// expect: QuantityStepper body: Apples x2
:tap "Add one Pears"
// expect: QuantityStepper body: Pears x2
:tap "Suggest 5"
// expect: CartLine body: suggested 5
// expect: QuantityStepper init: Apples from 5
// expect: QuantityStepper init: Pears from 5
// expect: QuantityStepper body: Apples x2
// expect: QuantityStepper body: Pears x5
