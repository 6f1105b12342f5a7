// "Missing EnvironmentObject crash": the object must be injected above every view that reads it; a view that declares @EnvironmentObject but never reads it does not crash (SEMANTICS §14 "missing ⇒ crash on access"; T16; Apple: environmentObject(_:))
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("badge shows \(cart.count)")
        Text("\(cart.count) in cart")
    }
}

struct PromoBanner: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Free shipping today")
            .onAppear { print("banner appeared") }
    }
}

struct ShopScreen: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            CartBadge()
                .environmentObject(cart)
            PromoBanner()
            Button("Add to cart") { cart.count += 1 }
        }
    }
}

:mount ShopScreen()
:tap "Add to cart"
:tap "Add to cart"

// expect: badge shows 0
// expect: banner appeared
// expect: badge shows 1
// expect: badge shows 2
