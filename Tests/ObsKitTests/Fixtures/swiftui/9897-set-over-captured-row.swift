// Stack Overflow style (a Binding(get:set:) over a captured row)
// PITFALL (on purpose): each row's binding reads the `line` value the ForEach captured, so the "+2" action reads the stale quantity twice and adds only one; and since a Binding(get:set:) never equals the last one, every row runs again at each parent render (rules §9.1, §2.5, §15.1, §10.1)
import SwiftUI

struct CartLine: Identifiable {
    let id: Int
    let name: String
    var quantity: Int
}

@Observable
final class Cart {
    var lines = [
        CartLine(id: 1, name: "Tea", quantity: 1),
        CartLine(id: 2, name: "Milk", quantity: 2),
    ]

    func setQuantity(_ id: Int, to value: Int) {
        print("setQuantity \(id) -> \(value)")
        if let index = lines.firstIndex(where: { $0.id == id }) {
            lines[index].quantity = value
        }
    }
}

struct QuantityControl: View {
    let name: String
    @Binding var quantity: Int

    var body: some View {
        let _ = print("QuantityControl \(name) body: \(quantity)")
        HStack {
            Text("\(name): \(quantity)")
            Button("+1 \(name)") { quantity += 1 }
            Button("+2 \(name)") {
                quantity += 1
                quantity += 1
            }
        }
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        List {
            ForEach(cart.lines) { line in
                QuantityControl(
                    name: line.name,
                    quantity: Binding(
                        get: { line.quantity },
                        set: { cart.setQuantity(line.id, to: $0) }
                    )
                )
            }
        }
    }
}

:mount CartScreen()
// expect: CartScreen body
// expect: QuantityControl Tea body: 1
// expect: QuantityControl Milk body: 2
:tap "+2 Tea"
// expect: setQuantity 1 -> 2
// expect: setQuantity 1 -> 2
// expect: CartScreen body
// expect: QuantityControl Tea body: 2
// expect: QuantityControl Milk body: 2
:tap "+1 Milk"
// expect: setQuantity 2 -> 3
// expect: CartScreen body
// expect: QuantityControl Tea body: 2
// expect: QuantityControl Milk body: 3
