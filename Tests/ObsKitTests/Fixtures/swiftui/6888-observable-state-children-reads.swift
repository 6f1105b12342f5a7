// An @Observable model owned with @State by the parent and passed to children as a plain property (Apple's
// recommended iOS 17 pattern).
// What SwiftUI does: with Observation, a view depends only on the properties its body read (rules §8.3, §8.4;
// Apple, "Managing model data in your app":
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app). The parent reads no property
// of the cart, so its body never runs again; appending runs only CartBadge (it read `items`), setting the coupon
// only CouponLabel. Reads in button actions track nothing (rules §8.3). Assigning the same coupon again with `=`
// notifies nobody (rules §8.1). The @State initial value is made once here: the root's init runs once.
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var coupon = ""

    init() {
        print("Cart init")
    }
}

struct CartBadge: View {
    let cart: Cart

    var body: some View {
        let _ = print("CartBadge body, \(cart.items.count) items")
        Text("\(cart.items.count)")
    }
}

struct CouponLabel: View {
    let cart: Cart

    var body: some View {
        let _ = print("CouponLabel body, coupon '\(cart.coupon)'")
        Text(cart.coupon.isEmpty ? "No coupon" : cart.coupon)
    }
}

struct StoreFront: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("StoreFront body")
        VStack {
            CartBadge(cart: cart)
            CouponLabel(cart: cart)
            Button("Add apple") { cart.items.append("apple") }
            Button("Apply SPRING") { cart.coupon = "SPRING" }
        }
    }
}

:mount StoreFront()
// expect: Cart init
// expect: StoreFront body
// expect: CartBadge body, 0 items
// expect: CouponLabel body, coupon ''
:tap "Add apple"
// expect: CartBadge body, 1 items
:tap "Add apple"
// expect: CartBadge body, 2 items
:tap "Apply SPRING"
// expect: CouponLabel body, coupon 'SPRING'
:tap "Apply SPRING"
