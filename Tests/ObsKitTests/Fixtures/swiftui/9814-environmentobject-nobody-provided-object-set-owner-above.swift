// Pitfall on purpose: an @EnvironmentObject nobody provided; with the object set by an owner above, every declaring view re-runs for a change (read or not); mounted without it, a view that only declares it is fine and the one that reads it stops with SwiftUI's fatal error (rules §14.1, §4.4, T16)
import SwiftUI

final class CartStore: ObservableObject {
    @Published var count = 0
}

struct ShopHeader: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("ShopHeader body")
        Text("Shop")
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartBadge body")
        VStack {
            Text("\(cart.count) in cart")
            Button("Add to cart") { cart.count += 1 }
        }
    }
}

struct ShopRoot: View {
    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            ShopHeader()
            CartBadge()
        }
    }
}

struct ProvidedShop: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        let _ = print("ProvidedShop body")
        ShopRoot()
            .environmentObject(cart)
    }
}

:mount ProvidedShop()
// expect: ProvidedShop body
// expect: ShopRoot body
// expect: ShopHeader body
// expect: CartBadge body
:tap "Add to cart"
// expect: ProvidedShop body
// expect: ShopHeader body
// expect: CartBadge body
:mount ShopRoot()
// expect: ShopRoot body
// expect: ShopHeader body
// expect: CartBadge body
// expect-error: No ObservableObject of type CartStore found
