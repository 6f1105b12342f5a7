// Swift with Majid style: rows that read the whole store through @EnvironmentObject; adding one pear publishes once, and every view that declared the store runs again: the owner, the screen and every row, though only one row's number changed (rules §6.5, §14.1, §10.1, §2.8)
import SwiftUI

final class Cart: ObservableObject {
    @Published var quantities: [String: Int] = ["Apple": 1, "Pear": 0]
    let products = ["Apple", "Pear", "Plum"]

    func add(_ product: String) {
        quantities[product, default: 0] += 1
    }
}

struct CartRow: View {
    @EnvironmentObject var cart: Cart
    let product: String

    var body: some View {
        let _ = print("CartRow body: \(product) \(cart.quantities[product, default: 0])")
        HStack {
            Text(product)
            Button("Add \(product)") { cart.add(product) }
        }
    }
}

struct CartScreen: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartScreen body: \(cart.quantities.values.reduce(0, +)) in cart")
        List {
            ForEach(cart.products, id: \.self) { product in
                CartRow(product: product)
            }
        }
    }
}

struct ShopRoot: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("ShopRoot body")
        CartScreen()
            .environmentObject(cart)
    }
}

:mount ShopRoot()
// expect: ShopRoot body
// expect: CartScreen body: 1 in cart
// expect: CartRow body: Apple 1
// expect: CartRow body: Pear 0
// expect: CartRow body: Plum 0
:tap "Add Pear"
// expect: ShopRoot body
// expect: CartScreen body: 2 in cart
// expect: CartRow body: Apple 1
// expect: CartRow body: Pear 1
// expect: CartRow body: Plum 0
