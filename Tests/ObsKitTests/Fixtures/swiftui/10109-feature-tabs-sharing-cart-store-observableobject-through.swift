// architecture style: feature tabs sharing one cart store (ObservableObject) through `.environmentObject`, with a badge on the cart tab; the cart tab is made when first shown (iOS 18), and once made it runs at each cart change even while hidden (rules §14.1, §14.4, §15.8, §6.5)
import SwiftUI

final class CartStore: ObservableObject {
    @Published private(set) var items: [String] = []
    func add(_ item: String) { items.append(item) }
}

struct CatalogTab: View {
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        let _ = print("CatalogTab body: \(cart.items.count)")
        Button("Add apple") { cart.add("apple") }
    }
}

struct CartTab: View {
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        let _ = print("CartTab body: \(cart.items.joined(separator: ","))")
        Text("\(cart.items.count) items")
    }
}

struct ShopTabs: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        let _ = print("ShopTabs body: badge \(cart.items.count)")
        TabView {
            CatalogTab()
                .tabItem { Label("Catalog", systemImage: "bag") }
            CartTab()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.items.count)
        }
        .environmentObject(cart)
    }
}

:mount ShopTabs()
// expect: ShopTabs body: badge 0
// expect: CatalogTab body: 0
:tap "Add apple"
// expect: ShopTabs body: badge 1
// expect: CatalogTab body: 1
:tab "Cart"
// expect: CartTab body: apple
:tab "Catalog"
:tap "Add apple"
// expect: ShopTabs body: badge 2
// expect: CatalogTab body: 2
// expect: CartTab body: apple,apple
