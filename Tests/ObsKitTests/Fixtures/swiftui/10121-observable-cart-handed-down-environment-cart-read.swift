// what's-new style: an @Observable cart handed down with `.environment(cart)` and read with `@Environment(Cart.self)`; each reader re-runs only for the property it read, and a local `@Bindable var cart = cart` in body binds a TextField (rules §8.3, §8.5, §14.2)
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var coupon = ""
    init() { print("Cart init") }
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count)")
        Text("\(cart.items.count) items")
    }
}

struct CouponField: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CouponField body: '\(cart.coupon)'")
        @Bindable var cart = cart
        TextField("Coupon", text: $cart.coupon)
    }
}

struct ShopScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("ShopScreen body")
        VStack {
            CartBadge()
            Button("Add apple") { cart.items.append("apple") }
            CouponField()
        }
        .environment(cart)
    }
}

:mount ShopScreen()
// expect: Cart init
// expect: ShopScreen body
// expect: CartBadge body: 0
// expect: CouponField body: ''
:tap "Add apple"
// expect: CartBadge body: 1
:type "AB" into "Coupon"
// expect: CouponField body: 'A'
// expect: CouponField body: 'AB'
:tap "Add apple"
// expect: CartBadge body: 2
