// A small shop: the root view owns a cart as `@StateObject` and hands it down with `.environmentObject(cart)`; a badge
// and a catalog, siblings on one screen, both declare `@EnvironmentObject var cart`, and a footer uses none.
// What SwiftUI does: a change of the cart invalidates every view that observes it: the root through its
// `@StateObject` box (rules §4.4, §6.5) and each sibling through its `@EnvironmentObject` box, whether or not its body
// reads the property that changed (rules §14.1, ObsREPL's choice: the box subscribes at update). Bodies run parent
// first, each once (rules §2.8, §10.1). The footer has no fields, so its new value equals the old one and its body is
// skipped (rules §2.1, §2.7).
// Sources: rules §2.1, §2.7, §2.8, §4.4, §6.5, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI
import Combine

final class CartStore: ObservableObject {
    @Published private(set) var items: [String] = []

    init() { print("CartStore init") }

    func add(_ product: String) {
        items.append(product)
        print("cart now has \(items.count) item(s)")
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count)")
        Label("Cart (\(cart.items.count))", systemImage: "cart")
    }
}

struct CatalogList: View {
    @EnvironmentObject var cart: CartStore
    let products = ["Tea", "Mug"]

    var body: some View {
        let _ = print("CatalogList body")
        VStack {
            ForEach(products, id: \.self) { product in
                Button("Add \(product)") { cart.add(product) }
            }
        }
    }
}

struct ShippingFooter: View {
    var body: some View {
        let _ = print("ShippingFooter body")
        Text("Free shipping over $50")
    }
}

struct ShopRoot: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            CartBadge()
            CatalogList()
            ShippingFooter()
        }
        .environmentObject(cart)
    }
}

:mount ShopRoot()
// expect: CartStore init
// expect: ShopRoot body
// expect: CartBadge body: 0
// expect: CatalogList body
// expect: ShippingFooter body
:tap "Add Tea"
// expect: cart now has 1 item(s)
// expect: ShopRoot body
// expect: CartBadge body: 1
// expect: CatalogList body
:tap "Add Mug"
// expect: cart now has 2 item(s)
// expect: ShopRoot body
// expect: CartBadge body: 2
// expect: CatalogList body
