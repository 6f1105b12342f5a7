// Hacking with Swift style: a cart shared with `.environmentObject(cart)` and read by each product row with `@EnvironmentObject`
// What SwiftUI does: every view that declares the `@EnvironmentObject` observes the object (rules §14.1), and an
// `ObservableObject`'s change reaches every observer whatever it read (rules §6.5). Adding one product runs the
// owner (`@StateObject`, rules §4.4) and every row (`_cart changed.`). The list in between declares nothing and
// its value has no fields, so its body does not run (rules §2.1, §2.7). Parents first, rows in tree order (§2.8).
// Sources: rules §2.1, §2.7, §2.8, §4.4, §6.5, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI
import Combine

final class Cart: ObservableObject {
    @Published var items: Set<String> = []

    func toggle(_ product: String) {
        if items.contains(product) {
            items.remove(product)
        } else {
            items.insert(product)
        }
    }
}

struct ProductRow: View {
    let product: String
    @EnvironmentObject private var cart: Cart

    var body: some View {
        let _ = Self._printChanges()
        Button(cart.items.contains(product) ? "Remove \(product)" : "Add \(product)") {
            cart.toggle(product)
        }
    }
}

struct ProductList: View {
    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(["Apples", "Bread", "Cheese"], id: \.self) { product in
                ProductRow(product: product)
            }
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            ProductList()
                .navigationTitle("Shop")
        }
        .environmentObject(cart)
    }
}

:mount ShopView()
// expect: ShopView: @self, @identity, _cart changed.
// expect: ProductList: @self changed.
// expect: ProductRow: @self, @identity, _cart changed.
// expect: ProductRow: @self, @identity, _cart changed.
// expect: ProductRow: @self, @identity, _cart changed.
:tap "Add Bread"
// expect: ShopView: _cart changed.
// expect: ProductRow: _cart changed.
// expect: ProductRow: _cart changed.
// expect: ProductRow: _cart changed.
:tap "Remove Bread"
// expect: ShopView: _cart changed.
// expect: ProductRow: _cart changed.
// expect: ProductRow: _cart changed.
// expect: ProductRow: _cart changed.
