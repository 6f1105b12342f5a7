// Swift with Majid "@Observable in the environment" style: the root owns an @Observable cart in @State and shares it with .environment(_:); each child that reads a property runs only when that property changes, the buttons that only write it never run; an equal coupon write notifies nobody; unmounting releases the cart (rules §14.2, §8.1, §8.3, §1.4)
import SwiftUI

@Observable
final class CartStore {
    var items: [String] = []
    var coupon = ""
    init() { print("CartStore init") }
    deinit { print("CartStore deinit") }
}

struct CartBadge: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count) items")
        Label("\(cart.items.count)", systemImage: "cart")
    }
}

struct CouponLabel: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        let _ = print("CouponLabel body: '\(cart.coupon)'")
        Text(cart.coupon.isEmpty ? "No coupon" : "Coupon \(cart.coupon)")
    }
}

struct ProductRow: View {
    let name: String
    @Environment(CartStore.self) private var cart

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        Button("Add \(name)") {
            cart.items.append(name)
        }
    }
}

struct ShopRoot: View {
    @State private var cart = CartStore()

    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            CartBadge()
            CouponLabel()
            ProductRow(name: "Tea")
            ProductRow(name: "Cake")
            Button("Apply coupon") { cart.coupon = "SAVE10" }
        }
        .environment(cart)
    }
}

:mount ShopRoot()
// expect: CartStore init
// expect: ShopRoot body
// expect: CartBadge body: 0 items
// expect: CouponLabel body: ''
// expect: ProductRow body: Tea
// expect: ProductRow body: Cake
:tap "Add Tea"
// expect: CartBadge body: 1 items
:tap "Apply coupon"
// expect: CouponLabel body: 'SAVE10'
:tap "Apply coupon"
:tap "Add Cake"
// expect: CartBadge body: 2 items
:unmount
// expect: CartStore deinit
