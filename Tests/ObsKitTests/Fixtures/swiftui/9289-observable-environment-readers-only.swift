// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable model put in the environment with .environment(_:) and read with @Environment(ShopModel.self))
// With Observation, a view depends only on the properties its body reads. Three views take the same model from
// the environment: one reads the cart count, one reads the user name, one only writes in button actions (its
// body reads nothing, so it never runs again). The owner keeps the model in @State, made once.
// - Add to cart: only the badge runs. Sign in: only the welcome label runs.
// - Signing in again with the same name assigns an equal String: the Observable macro skips the
//   notification for an equal value, so nothing runs.
import SwiftUI
import Observation

@Observable
final class ShopModel {
    var cartCount = 0
    var userName = "Guest"

    init() { print("ShopModel init") }
}

struct WelcomeLabel: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("welcome label: \(shop.userName)")
        Text("Welcome, \(shop.userName)")
    }
}

struct CartBadge: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("cart badge: \(shop.cartCount)")
        Text("\(shop.cartCount) in cart")
    }
}

struct ShopActions: View {
    @Environment(ShopModel.self) private var shop

    var body: some View {
        let _ = print("shop actions body")
        HStack {
            Button("Add to cart") { shop.cartCount += 1 }
            Button("Sign in") { shop.userName = "Mia" }
        }
    }
}

struct ShopRoot: View {
    @State private var shop = ShopModel()

    var body: some View {
        VStack {
            WelcomeLabel()
            CartBadge()
            ShopActions()
        }
        .environment(shop)
    }
}

:mount ShopRoot()
// expect: ShopModel init
// expect: welcome label: Guest
// expect: cart badge: 0
// expect: shop actions body
:tap "Add to cart"
// expect: cart badge: 1
:tap "Sign in"
// expect: welcome label: Mia
:tap "Sign in"
:tap "Add to cart"
// expect: cart badge: 2
