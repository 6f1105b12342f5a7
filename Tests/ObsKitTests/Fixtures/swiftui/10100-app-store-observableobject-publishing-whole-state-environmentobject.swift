// architecture style: an app store as one ObservableObject publishing its whole state to @EnvironmentObject views: adding to the cart runs the header, the badge and a banner that reads nothing; the fix, an @Observable store with one stored property per concern read through @Environment, runs only the badge (rules §6.5, §14.1, §8.3, §14.2)
// PITFALL (on purpose): whole-state publishing re-renders every view that declares the store.
import SwiftUI

struct ShopState {
    var cartCount = 0
    var userName = "guest"
}

final class ShopStore: ObservableObject {
    @Published private(set) var state = ShopState()
    func addToCart() { state.cartCount += 1 }
}

struct UserHeader: View {
    @EnvironmentObject var store: ShopStore
    var body: some View {
        let _ = print("UserHeader body: \(store.state.userName)")
        Text("Hi \(store.state.userName)")
    }
}

struct CartBadge: View {
    @EnvironmentObject var store: ShopStore
    var body: some View {
        let _ = print("CartBadge body: \(store.state.cartCount)")
        Button("Add to cart") { store.addToCart() }
    }
}

struct PromoBanner: View {
    @EnvironmentObject var store: ShopStore
    var body: some View {
        let _ = print("PromoBanner body")
        Text("Sale today")
    }
}

struct ShopScreen: View {
    var body: some View {
        VStack {
            UserHeader()
            CartBadge()
            PromoBanner()
        }
    }
}

@Observable
final class SplitShopStore {
    var cartCount = 0
    var userName = "guest"
    func addToCart() { cartCount += 1 }
}

struct SplitUserHeader: View {
    @Environment(SplitShopStore.self) private var store
    var body: some View {
        let _ = print("SplitUserHeader body: \(store.userName)")
        Text("Hi \(store.userName)")
    }
}

struct SplitCartBadge: View {
    @Environment(SplitShopStore.self) private var store
    var body: some View {
        let _ = print("SplitCartBadge body: \(store.cartCount)")
        Button("Add to cart") { store.addToCart() }
    }
}

struct SplitPromoBanner: View {
    @Environment(SplitShopStore.self) private var store
    var body: some View {
        let _ = print("SplitPromoBanner body")
        Text("Sale today")
    }
}

struct SplitShopScreen: View {
    var body: some View {
        VStack {
            SplitUserHeader()
            SplitCartBadge()
            SplitPromoBanner()
        }
    }
}

:mount ShopScreen().environmentObject(ShopStore())
// expect: UserHeader body: guest
// expect: CartBadge body: 0
// expect: PromoBanner body
:tap "Add to cart"
// expect: UserHeader body: guest
// expect: CartBadge body: 1
// expect: PromoBanner body
:mount SplitShopScreen().environment(SplitShopStore())
// expect: SplitUserHeader body: guest
// expect: SplitCartBadge body: 0
// expect: SplitPromoBanner body
:tap "Add to cart"
// expect: SplitCartBadge body: 1
