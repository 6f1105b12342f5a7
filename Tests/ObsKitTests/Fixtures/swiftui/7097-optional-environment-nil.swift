// The optional form of `@Environment(Cart.self)`: a badge declares `Cart?` so that it can be shown (say, in a
// preview) without a cart in the environment.
// What SwiftUI does: declared optional, the property is nil when no model is set above the view (rules §14.2), so the
// product page alone shows "no cart". Mounted under a root that sets `.environment(cart)`, the badge gets the model
// and tracks what it reads (rules §14.2, §8.3): adding to the cart runs only the badge; the root and the page read
// nothing of the cart.
// Sources: rules §8.3, §14.2;
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class Cart {
    var itemCount = 0
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart: Cart?

    var body: some View {
        let _ = print("CartBadge body: \(cart.map { "\($0.itemCount) items" } ?? "no cart")")
        Text(cart.map { "\($0.itemCount)" } ?? "-")
    }
}

struct ProductPage: View {
    var body: some View {
        let _ = print("ProductPage body")
        VStack {
            Text("Wool socks")
            CartBadge()
        }
    }
}

struct ShopRoot: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            ProductPage()
            Button("Add socks") {
                cart.itemCount += 1
            }
        }
        .environment(cart)
    }
}

:mount ProductPage()
// expect: ProductPage body
// expect: CartBadge body: no cart
:mount ShopRoot()
// expect: ShopRoot body
// expect: ProductPage body
// expect: CartBadge body: 0 items
:tap "Add socks"
// expect: CartBadge body: 1 items
:tap "Add socks"
// expect: CartBadge body: 2 items
