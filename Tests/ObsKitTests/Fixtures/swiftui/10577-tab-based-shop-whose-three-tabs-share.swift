// everyday app screens style: a tab-based shop whose three tabs share one @Observable model through .environment; on iOS 18 a tab's body first runs when it is chosen, the root runs for the cart badge it reads, and a tab that read the cart runs for a cart change even while hidden (rules §15.8, §14.2, §8.3)
import SwiftUI

@Observable
final class ShopModel {
    var products = ["Tea", "Mug", "Kettle"]
    var favorites: [String] = []
    var cart: [String] = []
    init() { print("ShopModel init") }
}

struct BrowseTab: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("BrowseTab body: \(shop.products.count) products")
        List(shop.products, id: \.self) { product in
            HStack {
                Text(product)
                Button("Add \(product)") { shop.cart.append(product) }
                Button("Fav \(product)") { shop.favorites.append(product) }
            }
        }
    }
}

struct FavoritesTab: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("FavoritesTab body: \(shop.favorites.count) favorites")
        List(shop.favorites, id: \.self) { Text($0) }
    }
}

struct CartTab: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("CartTab body: \(shop.cart.count) items")
        Text("\(shop.cart.count) items in your cart")
    }
}

struct ShopApp: View {
    @State private var shop = ShopModel()

    var body: some View {
        let _ = print("ShopApp body")
        TabView {
            BrowseTab()
                .tabItem { Label("Browse", systemImage: "bag") }
            FavoritesTab()
                .tabItem { Label("Favorites", systemImage: "heart") }
            CartTab()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(shop.cart.count)
        }
        .environment(shop)
    }
}

:mount ShopApp()
// expect: ShopModel init
// expect: ShopApp body
// expect: BrowseTab body: 3 products
:tap "Add Tea"
// expect: ShopApp body
:tap "Fav Mug"
:tab "Favorites"
// expect: FavoritesTab body: 1 favorites
:tab "Cart"
// expect: CartTab body: 1 items
:tab "Browse"
:tap "Add Kettle"
// expect: ShopApp body
// expect: CartTab body: 2 items
