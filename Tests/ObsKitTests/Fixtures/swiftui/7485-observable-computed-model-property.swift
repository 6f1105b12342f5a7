// fatbobman-style "Computed properties and Observation": a cart's `total` is computed from `items` and `discount`; the total label depends on both, the item count only on `items`
// What SwiftUI does: the macro tracks stored properties; a computed property is just code, so reading
// `cart.total` in a body reads `items` and `discount` through it, and the view depends on both (rules §8.1,
// §8.3). Appending an item is a change in place and notifies (rules §8.1): both labels run, in tree order
// (rules §2.8). A discount runs only the total. Setting the discount it already has notifies nobody (rules §8.1).
// Sources: rules §2.8, §8.1, §8.3, §12.1, §12.2; Apple "Observable()".
import SwiftUI
import Observation

struct LineItem: Identifiable {
    let id: Int
    let name: String
    let price: Int
}

@Observable
final class Cart {
    var items: [LineItem] = []
    var discount = 0

    var total: Int {
        items.reduce(0) { $0 + $1.price } - discount
    }
}

struct ItemCountLabel: View {
    let cart: Cart

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ItemCountLabel body: \(cart.items.count)")
        Text("\(cart.items.count) items")
    }
}

struct TotalLabel: View {
    let cart: Cart

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TotalLabel body: \(cart.total)")
        Text("Total: \(cart.total)")
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ItemCountLabel(cart: cart)
            TotalLabel(cart: cart)
            Button("Add coffee") {
                cart.items.append(LineItem(id: cart.items.count + 1, name: "Coffee", price: 4))
            }
            Button("Apply discount") { cart.discount = 2 }
        }
    }
}

:mount CartScreen()
// expect: CartScreen: @self, @identity, _cart changed.
// expect: ItemCountLabel: @self changed.
// expect: ItemCountLabel body: 0
// expect: TotalLabel: @self changed.
// expect: TotalLabel body: 0
:tap "Add coffee"
// expect: ItemCountLabel: @dependencies changed.
// expect: ItemCountLabel body: 1
// expect: TotalLabel: @dependencies changed.
// expect: TotalLabel body: 4
:tap "Apply discount"
// expect: TotalLabel: @dependencies changed.
// expect: TotalLabel body: 2
:tap "Apply discount"
