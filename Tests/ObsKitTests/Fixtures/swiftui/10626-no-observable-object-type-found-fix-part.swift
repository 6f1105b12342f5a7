// Stack Overflow style: "No Observable object of type ... found" (fix part first: the model is injected with .environment, and an optional @Environment(Model.self) is nil where nothing injects it; pitfall part: a non-optional @Environment(Model.self) with no model above it stops the app when the view updates) (rules §14.2)
import SwiftUI

@Observable
final class CartStore {
    var count = 0
}

struct CartBadge: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.count)")
        Button("Add to cart") { cart.count += 1 }
    }
}

struct OptionalCartBadge: View {
    @Environment(CartStore.self) private var cart: CartStore?

    var body: some View {
        let _ = print("OptionalCartBadge body: \(cart.map { "\($0.count)" } ?? "no cart")")
        Text("badge")
    }
}

struct ShopRoot: View {
    @State private var cart = CartStore()

    var body: some View {
        VStack {
            CartBadge()
            OptionalCartBadge()
        }
        .environment(cart)
    }
}

// --- fix part
:mount ShopRoot()
// expect: CartBadge body: 0
// expect: OptionalCartBadge body: 0
:tap "Add to cart"
// expect: CartBadge body: 1
// expect: OptionalCartBadge body: 1
:mount OptionalCartBadge()
// expect: OptionalCartBadge body: no cart
// --- pitfall part: nothing injected
:mount CartBadge()
// expect-error: No Observable object of type CartStore found
