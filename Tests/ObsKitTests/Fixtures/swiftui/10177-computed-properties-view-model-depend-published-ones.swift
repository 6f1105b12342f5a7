// stack-overflow style: computed properties on a view model that depend on @Published ones — `total` and `summary` have no publisher of their own, but any change to `items` or `discount` re-renders every observer, which recomputes them (rules §6.5, §4.4)
import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [Double] = []
    @Published var discount = 0.0

    var total: Double { items.reduce(0, +) * (1 - discount) }
    var summary: String { "\(items.count) items, total \(String(format: "%.2f", total))" }
}

struct CartView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        let _ = print("CartView body: \(cart.summary)")
        VStack {
            Text(cart.summary)
            Button("Add 10") { cart.items.append(10) }
            Button("Add 5.5") { cart.items.append(5.5) }
            Button("Half off") { cart.discount = 0.5 }
        }
    }
}

:mount CartView()
// expect: CartView body: 0 items, total 0.00
:tap "Add 10"
// expect: CartView body: 1 items, total 10.00
:tap "Add 5.5"
// expect: CartView body: 2 items, total 15.50
:tap "Half off"
// expect: CartView body: 2 items, total 7.75
