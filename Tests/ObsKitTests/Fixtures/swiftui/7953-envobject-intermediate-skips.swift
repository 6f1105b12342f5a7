// Style: Stack Overflow question. "I put my Cart into the environment at the top. When I tap Add, does every view in between re-render, or only the ones
// that use the cart?" SwiftUI: the owner's @StateObject subscribes to the cart (rules §4.4) so the owner's body runs; each view that declares
// @EnvironmentObject subscribes too (rules §14.1; Apple `environmentobject`: "invalidates the current view whenever the observable object changes").
// ProductRow declares nothing and gets an equal value (`name` is plain data, rules §2.1), so its body is skipped (rules §2.7) while its child
// AddButton, which declares the cart, runs again. The model is made once, right before the owner's first body (rules §4.2, §4.3).
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
    init() { print("Cart init") }
    deinit { print("Cart deinit") }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.count)")
        Text("Cart: \(cart.count)")
    }
}

struct AddButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("AddButton body")
        Button("Add") { cart.count += 1 }
    }
}

struct ProductRow: View {
    let name: String

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        HStack {
            Text(name)
            AddButton()
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("ShopView body")
        VStack {
            CartBadge()
            ProductRow(name: "Tea")
        }
        .environmentObject(cart)
    }
}

:mount ShopView()
// expect: Cart init
// expect: ShopView body
// expect: CartBadge body: 0
// expect: ProductRow body: Tea
// expect: AddButton body
:tap "Add"
// expect: ShopView body
// expect: CartBadge body: 1
// expect: AddButton body
:tap "Add"
// expect: ShopView body
// expect: CartBadge body: 2
// expect: AddButton body
:unmount
// expect: Cart deinit
