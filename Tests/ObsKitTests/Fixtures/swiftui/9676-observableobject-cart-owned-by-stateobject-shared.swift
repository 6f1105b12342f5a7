// Kodeco-style shopping cart: an ObservableObject Cart owned by @StateObject and shared with .environmentObject; a badge and every product row declare @EnvironmentObject, so any cart change runs all of them
import SwiftUI

struct Product: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Int
}

final class Cart: ObservableObject {
    @Published private(set) var items: [Product] = []

    init() { print("Cart init") }

    var total: Int { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) {
        items.append(product)
        print("cart: added \(product.name), total \(total)")
    }

    func empty() {
        items.removeAll()
        print("cart: emptied")
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count) items, $\(cart.total)")
        HStack {
            Text("Cart: \(cart.items.count)")
            Button("Empty cart") { cart.empty() }
        }
    }
}

struct ProductRow: View {
    let product: Product
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("ProductRow body: \(product.name)")
        HStack {
            Text("\(product.name) $\(product.price)")
            Button("Add \(product.name)") { cart.add(product) }
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()
    private let products = [
        Product(id: 1, name: "Apple", price: 3),
        Product(id: 2, name: "Bread", price: 5),
    ]

    var body: some View {
        let _ = print("ShopView body")
        VStack {
            CartBadge()
            List(products) { product in
                ProductRow(product: product)
            }
        }
        .environmentObject(cart)
    }
}

:mount ShopView()
// expect: Cart init
// expect: ShopView body
// expect: CartBadge body: 0 items, $0
// expect: ProductRow body: Apple
// expect: ProductRow body: Bread
:tap "Add Apple"
// expect: cart: added Apple, total 3
// expect: ShopView body
// expect: CartBadge body: 1 items, $3
// expect: ProductRow body: Apple
// expect: ProductRow body: Bread
:tap "Add Bread"
// expect: cart: added Bread, total 8
// expect: ShopView body
// expect: CartBadge body: 2 items, $8
// expect: ProductRow body: Apple
// expect: ProductRow body: Bread
:tap "Empty cart"
// expect: cart: emptied
// expect: ShopView body
// expect: CartBadge body: 0 items, $0
// expect: ProductRow body: Apple
// expect: ProductRow body: Bread
