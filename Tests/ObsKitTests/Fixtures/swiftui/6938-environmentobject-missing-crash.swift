// Q (Stack Overflow style): "Fatal error: No ObservableObject of type Cart found"
// "My app works, but when I mounted ProductView on its own (a preview), it crashed as soon as I switched on the
// badge. The button that also declares `@EnvironmentObject var cart` didn't crash. Why only there?"
// Accepted answer: `.environmentObject(Cart())` must be applied above every view that reads the object; the app's
// root did that, the preview didn't. `@EnvironmentObject` crashes only when the object is *read*: AddToCartButton
// declares it but its body never reads it (only its action does), so it renders; CartBadge's body reads
// `cart.items`, which raises the fatal error (rules §14.1, scenario T16). With the object injected, both views
// observe it, so a change runs both declaring views' bodies (rules §14.1).
// Source: rules §14.1, scenario T16; Apple https://developer.apple.com/documentation/swiftui/environmentobject
// (set the object on an ancestor with environmentObject(_:)).
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct AddToCartButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("AddToCartButton body")
        Button("Add to cart") {
            cart.items.append("Socks")
            print("cart has \(cart.items.count) items")
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartBadge body")
        Text("\(cart.items.count) in cart")
    }
}

struct ProductView: View {
    @State private var showBadge = false

    var body: some View {
        let _ = print("ProductView body")
        VStack {
            AddToCartButton()
            Toggle("Show badge", isOn: $showBadge)
            if showBadge {
                CartBadge()
            }
        }
    }
}

:mount ProductView().environmentObject(Cart())
// expect: ProductView body
// expect: AddToCartButton body
:toggle "Show badge"
// expect: ProductView body
// expect: CartBadge body
:tap "Add to cart"
// expect: cart has 1 items
// expect: AddToCartButton body
// expect: CartBadge body
:mount ProductView()
// expect: ProductView body
// expect: AddToCartButton body
:toggle "Show badge"
// expect: ProductView body
// expect: CartBadge body
// expect-error: No ObservableObject of type Cart found
