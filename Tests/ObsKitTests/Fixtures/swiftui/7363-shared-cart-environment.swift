// A shared model in the environment, as the Observation migration guide and WWDC23's "Discover Observation in SwiftUI"
// show it: one @Observable cart, put in with `.environment(cart)` at the shop's root and read with
// `@Environment(Cart.self)` by a badge, the product rows and a total.
// What SwiftUI does: a view depends on the cart's properties its body read, nothing else (rules §8.3, §14.2). The rows
// only call `cart.add` in actions, so adding runs the badge (it read `items`) and the total (it read `total`), never the
// rows or the root. Emptying assigns both properties; a second "Empty cart" assigns values equal to the stored ones and
// notifies nobody (rules §8.1). Both writes in one action give one body per view (rules §10.1).
// Sources: rules §8.1, §8.3, §10.1, §14.2; https://developer.apple.com/videos/play/wwdc2023/10149/
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var total = 0

    func add(_ name: String, price: Int) {
        items.append(name)
        total += price
        print("cart add \(name): \(items.count) items, total \(total)")
    }
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count)")
        Label("\(cart.items.count)", systemImage: "cart")
    }
}

struct ProductRow: View {
    let name: String
    let price: Int
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        HStack {
            Text("\(name) — €\(price)")
            Button("Add \(name)") { cart.add(name, price: price) }
        }
    }
}

struct CartTotal: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartTotal body: €\(cart.total)")
        HStack {
            Text("Total: €\(cart.total)")
            Button("Empty cart") {
                cart.items = []
                cart.total = 0
            }
        }
    }
}

struct ShopView: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("ShopView body")
        VStack {
            CartBadge()
            List {
                ProductRow(name: "Apple", price: 2)
                ProductRow(name: "Bread", price: 3)
            }
            CartTotal()
        }
        .environment(cart)
    }
}

:mount ShopView()
// expect: ShopView body
// expect: CartBadge body: 0
// expect: ProductRow body: Apple
// expect: ProductRow body: Bread
// expect: CartTotal body: €0
:tap "Add Apple"
// expect: cart add Apple: 1 items, total 2
// expect: CartBadge body: 1
// expect: CartTotal body: €2
:tap "Add Bread"
// expect: cart add Bread: 2 items, total 5
// expect: CartBadge body: 2
// expect: CartTotal body: €5
:tap "Empty cart"
// expect: CartBadge body: 0
// expect: CartTotal body: €0
:tap "Empty cart"
