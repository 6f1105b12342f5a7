// Swift with Majid style: an "add to cart" action injected through the environment, called like `openURL`
// What SwiftUI does: the action is a struct holding a closure, with `callAsFunction`, put in the environment by the
// store screen's body. Rows call it from their buttons. The closure captures the screen, so a new one would differ at
// each render of the screen (rules §2.4) and re-run every row reading it (rules §14.2); but the screen's body reads
// no cart property (only the summary does, rules §8.3), so the screen never runs again, no new action is made, and
// the rows stay put. Each tap runs only the summary, which read `items` (rules §8.3).
// Sources: rules §2.4, §3.5, §8.3, §14.2; https://developer.apple.com/documentation/swiftui/openurlaction
// https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

struct AddToCartAction {
    let perform: (String) -> Void

    func callAsFunction(_ item: String) {
        perform(item)
    }
}

extension EnvironmentValues {
    @Entry var addToCart: AddToCartAction = AddToCartAction(perform: { _ in })
}

@Observable
final class CartModel {
    var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }
}

struct ProductRow: View {
    let name: String
    @Environment(\.addToCart) private var addToCart

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        HStack {
            Text(name)
            Button("Add \(name)") { addToCart(name) }
        }
    }
}

struct CartSummary: View {
    let cart: CartModel

    var body: some View {
        let _ = print("CartSummary body: \(cart.items.count) items")
        Text("\(cart.items.count) items in cart")
    }
}

struct StoreScreen: View {
    @State private var cart = CartModel()

    var body: some View {
        let _ = print("StoreScreen body")
        VStack {
            ProductRow(name: "Tea")
            ProductRow(name: "Mug")
            CartSummary(cart: cart)
        }
        .environment(\.addToCart, AddToCartAction { item in
            cart.add(item)
        })
    }
}

:mount StoreScreen()
// expect: StoreScreen body
// expect: ProductRow body: Tea
// expect: ProductRow body: Mug
// expect: CartSummary body: 0 items
:tap "Add Tea"
// expect: CartSummary body: 1 items
:tap "Add Mug"
// expect: CartSummary body: 2 items
