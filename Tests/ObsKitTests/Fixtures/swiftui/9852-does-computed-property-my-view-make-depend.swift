// r/SwiftUI style: "does a computed property on my view make it depend on the model?": with @Observable, yes, but only on what the computed property reads while the body runs; a computed property used only in a button's action adds nothing, and the coupon is read only by the badge (rules §8.3, §8.4, §8.1, §2.5)
import SwiftUI
import Observation

@Observable
final class Cart {
    var items: [String] = []
    var couponCode = ""
}

struct CouponBadge: View {
    let cart: Cart

    var body: some View {
        let _ = print("CouponBadge body: '\(cart.couponCode)'")
        Text(cart.couponCode.isEmpty ? "No coupon" : cart.couponCode)
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    private var summary: String {
        "\(cart.items.count) items"
    }

    private var canCheckout: Bool {
        !cart.items.isEmpty && cart.couponCode != "BLOCKED"
    }

    var body: some View {
        let _ = print("CartScreen body: \(summary)")
        VStack {
            Text(summary)
            CouponBadge(cart: cart)
            Button("Add apple") { cart.items.append("apple") }
            Button("Apply SAVE10") { cart.couponCode = "SAVE10" }
            Button("Checkout") { print("checkout allowed: \(canCheckout)") }
        }
    }
}

:mount CartScreen()
// expect: CartScreen body: 0 items
// expect: CouponBadge body: ''
:tap "Add apple"
// expect: CartScreen body: 1 items
:tap "Apply SAVE10"
// expect: CouponBadge body: 'SAVE10'
:tap "Checkout"
// expect: checkout allowed: true
:tap "Apply SAVE10"
