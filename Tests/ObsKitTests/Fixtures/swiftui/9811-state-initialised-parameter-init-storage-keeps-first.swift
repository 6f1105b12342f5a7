// Pitfall on purpose (Apple "State" page warns of it): @State initialised from a parameter in init; the storage keeps the first value, so a new suggestion from the parent is ignored even though the child's init and body run again (its State's initial value differs); the fix gives the editor .id(suggested) (rules §3.2, §2.5, §2.6, §1.3)
import SwiftUI

struct QuantityEditor: View {
    @State private var quantity: Int

    init(initial: Int) {
        _quantity = State(initialValue: initial)
        print("QuantityEditor init(\(initial))")
    }

    var body: some View {
        let _ = print("QuantityEditor body: \(quantity)")
        Stepper("Qty \(quantity)", value: $quantity)
    }
}

struct CartLine: View {
    @State private var suggested = 1

    var body: some View {
        let _ = print("CartLine body: suggested \(suggested)")
        VStack {
            Button("Suggest 5") { suggested = 5 }
            QuantityEditor(initial: suggested)
        }
    }
}

struct FixedCartLine: View {
    @State private var suggested = 1

    var body: some View {
        let _ = print("FixedCartLine body: suggested \(suggested)")
        VStack {
            Button("Suggest 5") { suggested = 5 }
            QuantityEditor(initial: suggested)
                .id(suggested)
        }
    }
}

:mount CartLine()
// expect: CartLine body: suggested 1
// expect: QuantityEditor init(1)
// expect: QuantityEditor body: 1
:tap "Suggest 5"
// expect: CartLine body: suggested 5
// expect: QuantityEditor init(5)
// expect: QuantityEditor body: 1
:step "Qty 1" up
// expect: QuantityEditor body: 2
:mount FixedCartLine()
// expect: FixedCartLine body: suggested 1
// expect: QuantityEditor init(1)
// expect: QuantityEditor body: 1
:tap "Suggest 5"
// expect: FixedCartLine body: suggested 5
// expect: QuantityEditor init(5)
// expect: QuantityEditor body: 5
