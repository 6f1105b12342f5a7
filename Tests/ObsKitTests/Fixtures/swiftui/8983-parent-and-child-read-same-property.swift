// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a view receiving the shared object forms its own dependency by reading a property in its body: the parent and the child both read cart.items, so both update when it changes; a change to cart.coupon, which only the parent reads, updates only the parent)
import SwiftUI
import Observation

@Observable
final class Cart {
    var items = 0
    var coupon = ""
}

struct CartBadge: View {
    var cart: Cart

    var body: some View {
        let _ = print("badge \(cart.items)")
        Text("\(cart.items)")
    }
}

struct CartScreen: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("screen \(cart.items) '\(cart.coupon)'")
        VStack {
            Text("Items: \(cart.items), coupon: \(cart.coupon)")
            CartBadge(cart: cart)
            Button("Add item") { cart.items += 1 }
            Button("Apply coupon") { cart.coupon = "SAVE10" }
        }
    }
}

struct ShopRoot: View {
    @State private var cart = Cart()

    var body: some View {
        CartScreen().environment(cart)
    }
}

:mount ShopRoot()
:tap "Add item"
:tap "Apply coupon"
// expect: screen 0 ''
// expect: badge 0
// expect: screen 1 ''
// expect: badge 1
// expect: screen 1 'SAVE10'
