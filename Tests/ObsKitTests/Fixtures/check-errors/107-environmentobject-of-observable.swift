// Mistake: reads an @Observable class from the environment with @EnvironmentObject (for ObservableObject) instead of @Environment(Cart.self).
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

@Observable
final class Cart {
    var items: [String] = []

    var count: Int {
        items.count
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Label("\(cart.count) items", systemImage: "cart")
    }
}

struct ShopView: View {
    @State private var cart = Cart()

    var body: some View {
        VStack(spacing: 12) {
            CartBadge()
            Button("Add apple") {
                cart.items.append("Apple")
            }
        }
        .environment(cart)
    }
}

:mount ShopView()
:tap "Add apple"
// expect-error: generic struct 'EnvironmentObject' requires that 'Cart' conform to 'ObservableObject'
