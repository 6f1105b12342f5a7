// WWDC23 "Discover Observation in SwiftUI" style: a cart view owns its @Observable cart with @State, so the cart lives as long as the view and keeps its items; but @State's initial expression runs at every init, so each re-render of the parent makes a throwaway Cart (its init prints) that is never installed, and the new initial object makes the child's value differ, so its body runs (rules §3.1, §3.2, §3.3, §2.5, §2.7)
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []

    init() { print("Cart init") }
}

struct CartView: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartView body: \(cart.items.count) items")
        Button("Add donut") { cart.items.append("Glazed") }
    }
}

struct ShopScreen: View {
    @State private var visits = 0

    var body: some View {
        let _ = print("ShopScreen body: visit \(visits)")
        VStack {
            CartView()
            Button("Visit") { visits += 1 }
        }
    }
}

:mount ShopScreen()
// expect: ShopScreen body: visit 0
// expect: Cart init
// expect: CartView body: 0 items
:tap "Add donut"
// expect: CartView body: 1 items
:tap "Visit"
// expect: ShopScreen body: visit 1
// expect: Cart init
// expect: CartView body: 1 items
:tap "Add donut"
// expect: CartView body: 2 items
