// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a view reads a Cart from @Environment(Cart.self) and passes it to a child declared @Bindable var cart: Cart, whose Stepper uses $cart.quantity: each press changes quantity and updates the total view that reads it; the parent, which reads no property, doesn't update)
import SwiftUI
import Observation

@Observable
final class Cart {
    var quantity = 1
    var price = 4
}

struct QuantityEditor: View {
    @Bindable var cart: Cart

    var body: some View {
        Stepper("Quantity", value: $cart.quantity, in: 1...10)
    }
}

struct TotalView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("total \(cart.quantity * cart.price)")
        Text("Total: \(cart.quantity * cart.price)")
    }
}

struct CheckoutView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("checkout")
        Form {
            QuantityEditor(cart: cart)
            TotalView()
        }
    }
}

struct StoreRoot: View {
    @State private var cart = Cart()

    var body: some View {
        CheckoutView().environment(cart)
    }
}

:mount StoreRoot()
:step "Quantity" up 2
:step "Quantity" down
// expect: checkout
// expect: total 4
// expect: total 8
// expect: total 12
// expect: total 8
