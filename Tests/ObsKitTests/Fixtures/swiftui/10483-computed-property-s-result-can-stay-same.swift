// Observation in depth style: a computed property's result can stay the same and its readers still re-run, because the dependency is on the stored inputs it read, not on the computed value (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Cart {
    var itemCount = 1
    var coupon = ""

    var isEmpty: Bool { itemCount == 0 }
    var freeShipping: Bool { itemCount >= 3 }
}

struct EmptyBadge: View {
    let cart: Cart

    var body: some View {
        let _ = print("EmptyBadge body: empty=\(cart.isEmpty)")
        Text(cart.isEmpty ? "Empty" : "Has items")
    }
}

struct ShippingBanner: View {
    let cart: Cart

    var body: some View {
        let _ = print("ShippingBanner body: free=\(cart.freeShipping)")
        Text(cart.freeShipping ? "Free shipping" : "Shipping $5")
    }
}

struct CouponLine: View {
    let cart: Cart

    var body: some View {
        let _ = print("CouponLine body: '\(cart.coupon)'")
        Text("Coupon: \(cart.coupon)")
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            EmptyBadge(cart: cart)
            ShippingBanner(cart: cart)
            CouponLine(cart: cart)
            Button("Add item") { cart.itemCount += 1 }
            Button("Apply coupon") { cart.coupon = "SAVE10" }
        }
    }
}

:mount CartScreen()
// expect: CartScreen body
// expect: EmptyBadge body: empty=false
// expect: ShippingBanner body: free=false
// expect: CouponLine body: ''
:tap "Add item"
// expect: EmptyBadge body: empty=false
// expect: ShippingBanner body: free=false
:tap "Add item"
// expect: EmptyBadge body: empty=false
// expect: ShippingBanner body: free=true
:tap "Apply coupon"
// expect: CouponLine body: 'SAVE10'
