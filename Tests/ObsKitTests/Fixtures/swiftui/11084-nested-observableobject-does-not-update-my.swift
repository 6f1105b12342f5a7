// Swift Forums style (nested ObservableObject does not update my view): a change inside a nested ObservableObject publishes nothing on the outer one; observing the inner object directly works (rules §6.3, §5.1, §4.2)
import SwiftUI
import Combine

final class Cart: ObservableObject {
    @Published var items: [String] = []
    init() { print("Cart init") }
}

final class Shop: ObservableObject {
    @Published var cart = Cart()
    init() { print("Shop init") }
}

struct CartBadge: View {
    @ObservedObject var cart: Cart
    var body: some View {
        let _ = print("CartBadge body \(cart.items.count)")
        Text("Badge \(cart.items.count)")
    }
}

struct ShopView: View {
    @StateObject private var shop = Shop()
    var body: some View {
        let _ = print("ShopView body \(shop.cart.items.count)")
        VStack {
            Text("Items \(shop.cart.items.count)")
            Button("Add apple") { shop.cart.items.append("apple") }
            Button("Replace cart") { shop.cart = Cart() }
            CartBadge(cart: shop.cart)
        }
    }
}

:mount ShopView()
// expect: Cart init
// expect: Shop init
// expect: ShopView body 0
// expect: CartBadge body 0
:tap "Add apple"
// expect: CartBadge body 1
:tap "Add apple"
// expect: CartBadge body 2
:tap "Replace cart"
// expect: Cart init
// expect: ShopView body 0
// expect: CartBadge body 0
:tap "Add apple"
// expect: CartBadge body 1
