// Hacking with Swift style: one ObservableObject cart owned by @StateObject at the root and handed down with @ObservedObject; any @Published change re-runs every observer whatever it reads, an equal @Published write publishes again, and a child given only a value runs only when that value changes (rules §6.3, §6.5, §2.7)
import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []
    @Published var promoCode = ""

    init() { print("CartStore init") }
}

struct CartBadge: View {
    @ObservedObject var store: CartStore

    var body: some View {
        let _ = print("CartBadge body: \(store.items.count)")
        Text("\(store.items.count) items")
    }
}

struct PromoBanner: View {
    let code: String

    var body: some View {
        let _ = print("PromoBanner body: '\(code)'")
        Text(code.isEmpty ? "No promo" : "Promo \(code)")
    }
}

struct ShopScreen: View {
    @StateObject private var store = CartStore()

    var body: some View {
        let _ = print("ShopScreen body")
        VStack {
            CartBadge(store: store)
            PromoBanner(code: store.promoCode)
            Button("Add coffee") { store.items.append("Coffee") }
            Button("Apply promo") { store.promoCode = "SPRING" }
        }
    }
}

:mount ShopScreen()
// expect: CartStore init
// expect: ShopScreen body
// expect: CartBadge body: 0
// expect: PromoBanner body: ''
:tap "Add coffee"
// expect: ShopScreen body
// expect: CartBadge body: 1
:tap "Apply promo"
// expect: ShopScreen body
// expect: CartBadge body: 1
// expect: PromoBanner body: 'SPRING'
:tap "Apply promo"
// expect: ShopScreen body
// expect: CartBadge body: 1
