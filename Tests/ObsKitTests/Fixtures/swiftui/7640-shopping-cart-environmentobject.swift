// Beginner tutorial style: a shop whose cart is an ObservableObject handed down with `.environmentObject`.
// What SwiftUI does: the root owns the cart with @StateObject and observes it (rules §4.4); each view declaring
// `@EnvironmentObject var cart` subscribes when its box updates, read or not, so every change re-runs all three
// bodies, parent first (rules §14.1 with ObsREPL's choice, §6.5, §2.8); several changes in one action give one
// run each (rules §10.1). Prices are binary fractions, so the sums print exactly.
import SwiftUI
import Combine

struct Product: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Double
}

final class Cart: ObservableObject {
    @Published var items: [Product] = []
    var total: Double { items.reduce(0.0) { $0 + $1.price } }
}

struct ProductList: View {
    @EnvironmentObject var cart: Cart
    let products = [Product(id: 1, name: "Apple", price: 0.5), Product(id: 2, name: "Bread", price: 2.25)]

    var body: some View {
        let _ = print("ProductList")
        ForEach(products) { product in
            Button("Add \(product.name)") { cart.items.append(product) }
        }
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartSummary: \(cart.items.count) items, \(cart.total)")
        HStack {
            Text("\(cart.items.count) items")
            Button("Empty cart") { cart.items.removeAll() }
                .disabled(cart.items.isEmpty)
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("ShopView")
        VStack {
            ProductList()
            CartSummary()
        }
        .environmentObject(cart)
    }
}

:mount ShopView()
// expect: ShopView
// expect: ProductList
// expect: CartSummary: 0 items, 0.0
:tap "Add Apple"
// expect: ShopView
// expect: ProductList
// expect: CartSummary: 1 items, 0.5
:tap "Add Bread"
// expect: ShopView
// expect: ProductList
// expect: CartSummary: 2 items, 2.75
:tap "Empty cart"
// expect: ShopView
// expect: ProductList
// expect: CartSummary: 0 items, 0.0
