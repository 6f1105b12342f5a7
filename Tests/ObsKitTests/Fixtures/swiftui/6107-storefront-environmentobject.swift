// The pre-iOS 17 way to share a model: an ObservableObject owned with @StateObject at the top, injected
// with .environmentObject, read with @EnvironmentObject by a badge and by rows that add to it.
// Expected: the model is made right before the root's first body and released at :unmount (rules §4.2,
// §4.4); every @EnvironmentObject view is invalidated on each change (rules §6.5, §14.1), so the badge
// re-runs at each add.
import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []

    init() { print("CartModel init") }
    deinit { print("CartModel deinit") }
}

struct ProductRow: View {
    @EnvironmentObject var cart: CartModel
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add \(name)") { cart.items.append(name) }
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        let _ = Self._printChanges()
        Label("\(cart.items.count)", systemImage: "cart")
    }
}

struct StoreFront: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        VStack(alignment: .leading) {
            CartBadge()
            ProductRow(name: "Tea")
            ProductRow(name: "Honey")
        }
        .padding()
        .environmentObject(cart)
    }
}

:mount StoreFront()
:tap "Add Tea"
:tap "Add Honey"
:unmount

// expect: CartModel init
// expect: CartBadge: @self, @identity, _cart changed.
// expect: CartBadge: _cart changed.
// expect: CartBadge: _cart changed.
// expect: CartModel deinit
