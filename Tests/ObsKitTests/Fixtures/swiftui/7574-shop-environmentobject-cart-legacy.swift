// Older-style tutorial (iOS 14-16): a shopping cart as an ObservableObject, owned by the root with @StateObject and
// handed down with `.environmentObject`, read by rows and a badge with @EnvironmentObject
// What SwiftUI does: the root owns the cart; its `@StateObject` box subscribes to `objectWillChange`, so the root's
// body runs on every change (rules §4.4, §6.5). `ShopScreen()` has no stored properties (its products are a `static let`), so the root's new value for
// it is equal and its body is skipped (rules §2.1, §2.7). Each view that declares `@EnvironmentObject` has a box
// subscribed to the cart (rules §14.1, ObsREPL's choice: at update, read or not), and any change reaches every
// observer, whatever it read (rules §6.5): both rows and the badge run, parents before children, rows in order (rules
// §2.8), each named by the field `_cart` (rules §12.1).
// Sources: rules §2.1, §2.7, §2.8, §4.4, §6.5, §12.1, §14.1; Apple `EnvironmentObject`
// https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
}

final class CartStore: ObservableObject {
    @Published private(set) var quantities: [Int: Int] = [:]

    init() {
        print("CartStore init")
    }

    func add(_ product: Product) {
        quantities[product.id, default: 0] += 1
    }

    func quantity(of product: Product) -> Int {
        quantities[product.id] ?? 0
    }

    var totalCount: Int {
        quantities.values.reduce(0, +)
    }
}

struct ProductRow: View {
    let product: Product
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ProductRow body: \(product.name) x\(cart.quantity(of: product))")
        HStack {
            Text(product.name)
            Button("Add \(product.name)") { cart.add(product) }
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        let _ = Self._printChanges()
        Label("\(cart.totalCount)", systemImage: "cart")
    }
}

struct ShopScreen: View {
    private static let products = [Product(id: 1, name: "Espresso"), Product(id: 2, name: "Croissant")]

    var body: some View {
        let _ = print("ShopScreen body")
        VStack {
            CartBadge()
            ForEach(Self.products) { product in
                ProductRow(product: product)
            }
        }
    }
}

struct ShopRoot: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        let _ = print("ShopRoot body")
        ShopScreen()
            .environmentObject(cart)
    }
}

:mount ShopRoot()
// expect: CartStore init
// expect: ShopRoot body
// expect: ShopScreen body
// expect: CartBadge: @self, @identity, _cart changed.
// expect: ProductRow: @self, @identity, _cart changed.
// expect: ProductRow body: Espresso x0
// expect: ProductRow: @self, @identity, _cart changed.
// expect: ProductRow body: Croissant x0
:tap "Add Espresso"
// expect: ShopRoot body
// expect: CartBadge: _cart changed.
// expect: ProductRow: _cart changed.
// expect: ProductRow body: Espresso x1
// expect: ProductRow: _cart changed.
// expect: ProductRow body: Croissant x0
