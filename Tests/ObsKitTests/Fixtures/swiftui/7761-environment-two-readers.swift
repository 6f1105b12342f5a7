// Observation in depth: `.environment(cart)` with two `@Environment(Cart.self)` readers of different properties
// Per-property tracking holds through the environment (rules §14.2, §8): a write re-runs only the reader whose body
// read that property, with `@dependencies` (§12.1). An in-place change of the array (`items[0] = ...`) notifies even
// though the count is unchanged (§8.1: a change in place notifies every time). First runs: §12.2 (a view with no
// dynamic property prints `@self` only).
import SwiftUI

@Observable
final class Cart {
    var items: [String] = ["Apple"]
    var coupon: String? = nil
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = Self._printChanges()
        Label("\(cart.items.count) in cart", systemImage: "cart")
    }
}

struct CouponLine: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = Self._printChanges()
        Text(cart.coupon ?? "No coupon")
        Button("Apply coupon") { cart.coupon = "SPRING" }
    }
}

struct CartScreen: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CartBadge()
            CouponLine()
        }
    }
}

let cart = Cart()

:mount CartScreen().environment(cart)
// expect: CartScreen: @self changed.
// expect: CartBadge: @self, @identity, _cart changed.
// expect: CouponLine: @self, @identity, _cart changed.
cart.items.append("Pear")
// expect: CartBadge: @dependencies changed.
:tap "Apply coupon"
// expect: CouponLine: @dependencies changed.
cart.coupon = "SPRING"
cart.items[0] = "Apple"
// expect: CartBadge: @dependencies changed.
