// r/SwiftUI style: the same cart with ObservableObject: what the computed property reads doesn't matter, every view that holds the object re-runs on any @Published set, even an equal one (rules §6.5, §6.3, §4.4, §5.1, §2.8)
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var couponCode = ""
}

struct CouponBadge: View {
    @ObservedObject var cart: Cart

    var body: some View {
        let _ = print("CouponBadge body: '\(cart.couponCode)'")
        Text(cart.couponCode.isEmpty ? "No coupon" : cart.couponCode)
    }
}

struct CartScreen: View {
    @StateObject private var cart = Cart()

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
// expect: CouponBadge body: ''
:tap "Apply SAVE10"
// expect: CartScreen body: 1 items
// expect: CouponBadge body: 'SAVE10'
:tap "Checkout"
// expect: checkout allowed: true
:tap "Apply SAVE10"
// expect: CartScreen body: 1 items
// expect: CouponBadge body: 'SAVE10'
