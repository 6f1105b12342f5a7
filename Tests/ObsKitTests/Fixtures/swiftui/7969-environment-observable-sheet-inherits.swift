// Style: Hacking with Swift style tutorial. A sheet's content is presented in a hierarchy of its own, but it inherits the environment of the
// view that presents it (rules §15.23, "it inherits the environment"), so `@Environment(Cart.self)` finds the cart set outside `.sheet`.
// The sheet's content is escaping and built only when shown, in the presented hierarchy (rules §8.4, §13.1). A change re-runs each body that
// read `items` (rules §8.3): the presenter's, then the sheet's view (parents first, rules §2.8).
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
}

struct CartSheet: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartSheet body: \(cart.items.count)")
        VStack {
            Text("\(cart.items.count) in cart")
            Button("Add banana") { cart.items.append("banana") }
        }
    }
}

struct StoreFront: View {
    @State private var cart = Cart()
    @State private var showCart = false

    var body: some View {
        let _ = print("StoreFront body: \(cart.items.count)")
        VStack {
            Text("Items: \(cart.items.count)")
            Button("Show cart") { showCart = true }
        }
        .sheet(isPresented: $showCart) {
            CartSheet()
        }
        .environment(cart)
    }
}

:mount StoreFront()
// expect: StoreFront body: 0
:tap "Show cart"
// expect: CartSheet body: 0
:tap "Add banana"
// expect: StoreFront body: 1
// expect: CartSheet body: 1
