// cookbook style: one ObservableObject cart owned by the root's @StateObject and handed to pushed pages as @ObservedObject: a change from the top page runs the root and every page that observes the cart, the covered product page included (rules §4.2, §5.1, §6.5, §14.3)
import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []

    init() { print("CartStore init") }
}

struct ProductPage: View {
    let product: String
    @ObservedObject var store: CartStore

    var body: some View {
        let _ = print("ProductPage body: \(product) cart \(store.items.count)")
        VStack {
            Button("Add \(product)") { store.items.append(product) }
            NavigationLink("See cart", value: "cart")
        }
    }
}

struct CartPage: View {
    @ObservedObject var store: CartStore

    var body: some View {
        let _ = print("CartPage body: \(store.items)")
        Button("Empty cart") { store.items.removeAll() }
    }
}

struct ShopRoot: View {
    @StateObject private var store = CartStore()

    var body: some View {
        let _ = print("ShopRoot body: \(store.items.count)")
        NavigationStack {
            List {
                NavigationLink("Lamp", value: "Lamp")
            }
            .navigationDestination(for: String.self) { value in
                if value == "cart" {
                    CartPage(store: store)
                } else {
                    ProductPage(product: value, store: store)
                }
            }
        }
    }
}

:mount ShopRoot()
// expect: CartStore init
// expect: ShopRoot body: 0
:tap "Lamp"
// expect: ProductPage body: Lamp cart 0
:tap "Add Lamp"
// expect: ShopRoot body: 1
// expect: ProductPage body: Lamp cart 1
:tap "See cart"
// expect: CartPage body: ["Lamp"]
:tap "Empty cart"
// expect: ShopRoot body: 0
// expect: ProductPage body: Lamp cart 0
// expect: CartPage body: []
:back
:back
