// Issue 13 (A), a shop with a cart shared across tabs through `@EnvironmentObject`: a catalog tab with Add
// buttons, a cart tab with a badge showing the count (`.badge(cart.items.count)` on the tab), and a
// checkout that empties the cart.
// Expected: both tabs see the same cart; the cart tab's list is built when first shown (iOS 18 lazy tabs).
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct CatalogTab: View {
    @EnvironmentObject var cart: Cart
    let products = ["Mug", "Poster", "Sticker"]

    var body: some View {
        List(products, id: \.self) { product in
            Button("Add \(product)") {
                cart.items.append(product)
                print("cart:", cart.items)
            }
        }
    }
}

struct CartTab: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartTab body,", cart.items.count, "items")
        VStack {
            ForEach(cart.items, id: \.self) { item in
                Text(item)
            }
            Button("Checkout") {
                print("bought", cart.items.joined(separator: ", "))
                cart.items.removeAll()
            }
            .disabled(cart.items.isEmpty)
        }
    }
}

struct ShopApp: View {
    @StateObject private var cart = Cart()

    var body: some View {
        TabView {
            Tab("Shop", systemImage: "bag") {
                CatalogTab()
            }
            Tab("Cart", systemImage: "cart") {
                CartTab()
            }
            .badge(cart.items.count)
        }
        .environmentObject(cart)
    }
}

:mount ShopApp()
:tap "Add Mug"
:tap "Add Sticker"
:tab "Cart"
:tap "Checkout"

// expect: cart: ["Mug"]
// expect: cart: ["Mug", "Sticker"]
// expect: CartTab body, 2 items
// expect: bought Mug, Sticker
// expect: CartTab body, 0 items
