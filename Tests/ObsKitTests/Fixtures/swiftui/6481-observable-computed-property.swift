// Apple Developer Forums style: "are computed properties of an @Observable class observed?"
// A computed property has no storage of its own, but its getter reads stored properties, and those reads are
// tracked in the body that calls it (rules §8.1, §8.3; Apple `observation/observable()`). So CartBadge follows
// `items` through `itemCount`, CouponLabel follows only `couponCode`, and an @ObservationIgnored property is not
// tracked at all (rules §8.1). Storefront reads no property of the cart, so its body never runs again.
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var couponCode = ""
    @ObservationIgnored var lastViewed = ""

    var itemCount: Int { items.count }
}

struct CartBadge: View {
    var cart: Cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.itemCount)")
        Text("\(cart.itemCount) items")
    }
}

struct CouponLabel: View {
    var cart: Cart

    var body: some View {
        let _ = print("CouponLabel body: [\(cart.couponCode)]")
        Text(cart.couponCode.isEmpty ? "No coupon" : cart.couponCode)
    }
}

struct Storefront: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("Storefront body")
        VStack {
            CartBadge(cart: cart)
            CouponLabel(cart: cart)
            Button("Add Apple") { cart.items.append("Apple") }
            Button("Apply SAVE10") { cart.couponCode = "SAVE10" }
            Button("Browse Pears") {
                cart.lastViewed = "Pears"
                print("lastViewed = \(cart.lastViewed)")
            }
        }
    }
}

:mount Storefront()
// expect: Storefront body
// expect: CartBadge body: 0
// expect: CouponLabel body: []
:tap "Add Apple"
// expect: CartBadge body: 1
:tap "Apply SAVE10"
// expect: CouponLabel body: [SAVE10]
:tap "Browse Pears"
// expect: lastViewed = Pears
:tap "Add Apple"
// expect: CartBadge body: 2
