// Hacking with Swift style: the classic crash when a view needs `@Environment(Cart.self)` and nobody injected a Cart
// What SwiftUI does: mounted with `.environment(Cart())` the badge finds the cart. Mounted without it, a
// non-optional `@Environment(Model.self)` with no model above the view is a fatal error, raised when the property
// updates, before the badge's body; the message names `environmentObject(_:)` even for an `@Observable` model
// (rules §14.2). The header's body ran before it (parents first, rules §2.8), so its line is printed, then the run
// stops with the error.
// Sources: rules §2.8, §10.1, §14.2; https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class Cart {
    var items: [String] = ["Socks"]
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count)")
        Text("\(cart.items.count)")
    }
}

struct ShopHeader: View {
    var body: some View {
        let _ = print("ShopHeader body")
        HStack {
            Text("Shop")
            CartBadge()
        }
    }
}

:mount ShopHeader().environment(Cart())
// expect: ShopHeader body
// expect: CartBadge body: 1
:mount ShopHeader()
// expect: ShopHeader body
// expect-error: No Observable object of type Cart found
