// The "I forgot .environmentObject" mistake: a view declaring `@EnvironmentObject` shown without an ancestor
// injecting the object (as when a learner mounts or previews the child alone).
// What SwiftUI does: the object is looked up when it is used; declaring it is harmless, so the body that does not
// read it runs fine. Reading it (here in a button's action) stops the app with "No ObservableObject of type
// CartStore found. A View.environmentObject(_:) for CartStore may be missing as an ancestor of this view."
// (rules §14.1, T16; Apple, EnvironmentObject: https://developer.apple.com/documentation/swiftui/environmentobject,
// which says an ancestor must supply the object with environmentObject(_:)).
// Mounted under ShopRoot, which injects it, both children work.
import SwiftUI
import Combine

final class CartStore: ObservableObject {
    @Published var items = ["Socks"]
}

struct CartButton: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartButton body")
        Button("Cart") {
            print("cart has \(cart.items.count) items")
        }
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartSummary body")
        Text("\(cart.items.count) items")
    }
}

struct ShopRoot: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        VStack {
            CartSummary()
            CartButton()
        }
        .environmentObject(cart)
    }
}

:mount ShopRoot()
// expect: CartSummary body
// expect: CartButton body
:tap "Cart"
// expect: cart has 1 items
:mount CartButton()
// expect: CartButton body
:tap "Cart"
// expect-error: No ObservableObject of type CartStore found
