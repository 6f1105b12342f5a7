// everyday app screens style: a cart with quantity steppers and a running total: ForEach($cart.items) hands each row a binding, so every row runs whenever the cart screen runs; the total bar holds the model as a let and runs because it read the total; removing empty lines destroys their rows (rules §15.1, §8.3, §2.3)
// corrected: after Remove empty the total bar runs again although the total stays $4: it depends on `items` (the computed total reads it), not on the total's value (rules §8.3)
import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    let name: String
    let price: Int
    var quantity: Int
}

@Observable
final class Cart {
    var items = [
        CartItem(id: 1, name: "Apple", price: 2, quantity: 1),
        CartItem(id: 2, name: "Bread", price: 4, quantity: 1),
    ]
    var total: Int { items.reduce(0) { $0 + $1.price * $1.quantity } }
    init() { print("Cart init") }
}

struct QuantityRow: View {
    @Binding var item: CartItem

    var body: some View {
        let _ = print("QuantityRow body: \(item.name) x\(item.quantity)")
        Stepper("\(item.name) x\(item.quantity)", value: $item.quantity, in: 0...9)
    }
}

struct TotalBar: View {
    let cart: Cart

    var body: some View {
        let _ = print("TotalBar body: $\(cart.total)")
        Text("Total: $\(cart.total)")
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            List {
                ForEach($cart.items) { $item in
                    QuantityRow(item: $item)
                }
            }
            TotalBar(cart: cart)
            Button("Remove empty") { cart.items.removeAll { $0.quantity == 0 } }
        }
    }
}

:mount CartScreen()
// expect: Cart init
// expect: CartScreen body
// expect: QuantityRow body: Apple x1
// expect: QuantityRow body: Bread x1
// expect: TotalBar body: $6
:step "Apple x1" up
// expect: CartScreen body
// expect: QuantityRow body: Apple x2
// expect: QuantityRow body: Bread x1
// expect: TotalBar body: $8
:step "Bread x1" down
// expect: CartScreen body
// expect: QuantityRow body: Apple x2
// expect: QuantityRow body: Bread x0
// expect: TotalBar body: $4
:tap "Remove empty"
// expect: CartScreen body
// expect: QuantityRow body: Apple x2
// expect: TotalBar body: $4
