// Navigation in apps: a store with Shop and Cart tabs sharing an @Observable cart; "Add to cart" lives on a pushed product page.
// The root read `cart.items` for the Cart tab's badge, so each add runs it (rules §8.3); equal tab values skip their bodies
// (rules §2.5, §2.7). The Cart tab's body first runs when it is shown (rules §15.8), and afterwards a hidden tab that read
// the items still runs when they change (rules §8.3, §14.4). The Shop tab keeps its pushed page across switches (rules §14.4).
import SwiftUI

@Observable final class Cart {
    var items: [String] = []
}

struct ProductDetail: View {
    let name: String
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("ProductDetail body \(name)")
        Button("Add to cart") { cart.items.append(name) }
    }
}

struct ShopTab: View {
    var body: some View {
        NavigationStack {
            List(["Kettle", "Teapot"], id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationDestination(for: String.self) { name in
                ProductDetail(name: name)
            }
        }
    }
}

struct CartTab: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartTab body, \(cart.items.count) items")
        List(cart.items, id: \.self) { item in
            Text(item)
        }
    }
}

struct StoreTabs: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("StoreTabs body, badge \(cart.items.count)")
        TabView {
            ShopTab()
                .tabItem { Label("Shop", systemImage: "bag") }
            CartTab()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.items.count)
        }
        .environment(cart)
    }
}

:mount StoreTabs()
// expect: StoreTabs body, badge 0
:tap "Kettle"
// expect: ProductDetail body Kettle
:tap "Add to cart"
// expect: StoreTabs body, badge 1
:tab "Cart"
// expect: CartTab body, 1 items
:tab "Shop"
:tap "Add to cart"
// expect: StoreTabs body, badge 2
// expect: CartTab body, 2 items
