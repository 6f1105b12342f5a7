// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro" with an app midway through
// it: the settings are still an ObservableObject (@StateObject, `.environmentObject`) and the cart is already
// @Observable (@State, `.environment`), both given by the App.
// - The App's @State cart is made with the App value; the @StateObject's closure runs later, when the App is
//   installed, so the cart prints first (Apple `stateobject`; rules §3.1, §4.1, §4.2, §15.16).
// - `@Environment(Cart.self)` tracks the properties read (rules §14.2, §8.3): adding to the cart runs the badge
//   and the checkout, which read `items`.
// - A view that declares `@EnvironmentObject` is invalidated by any change of that object (Apple
//   `environmentobject`; rules §14.1, §6.5): the theme change runs the theme label and the checkout, which declares
//   the settings though it reads none of them. Siblings run top-down (rules §2.8).
import SwiftUI
import Observation

final class AppSettings: ObservableObject {
    @Published var theme = "light"

    init() { print("AppSettings init") }
}

@Observable final class Cart {
    var items: [String] = []

    init() { print("Cart init") }
}

struct ShopApp: App {
    @StateObject private var settings = AppSettings()
    @State private var cart = Cart()

    var body: some Scene {
        WindowGroup {
            ShopView()
                .environmentObject(settings)
                .environment(cart)
        }
    }
}

struct ShopView: View {
    var body: some View {
        let _ = print("ShopView body")
        VStack {
            CartBadge()
            ThemeLabel()
            CheckoutButton()
        }
    }
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("badge: \(cart.items.count)")
        Button("Add tea") { cart.items.append("tea") }
    }
}

struct ThemeLabel: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        let _ = print("theme: \(settings.theme)")
        Button("Dark theme") { settings.theme = "dark" }
    }
}

struct CheckoutButton: View {
    @EnvironmentObject var settings: AppSettings
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("checkout: \(cart.items.count) items")
        Button("Checkout") { cart.items.removeAll() }
    }
}

:mount ShopApp()
// expect: Cart init
// expect: AppSettings init
// expect: ShopView body
// expect: badge: 0
// expect: theme: light
// expect: checkout: 0 items
:tap "Add tea"
// expect: badge: 1
// expect: checkout: 1 items
:tap "Dark theme"
// expect: theme: dark
// expect: checkout: 1 items
:tap "Checkout"
// expect: badge: 0
// expect: checkout: 0 items
