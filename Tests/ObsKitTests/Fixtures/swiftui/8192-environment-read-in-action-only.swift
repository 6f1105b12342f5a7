// SwiftUI from Apple's documentation: an environment model read only in a button action adds no dependency
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "If body doesn't read any properties of an observable data model object, the view doesn't track any dependencies";
// Observation tracks properties "that appear in the execution scope of a view's body". The Checkout view gets the cart
// with @Environment(Cart.self) and touches `total` only in its action.
import SwiftUI

@Observable
final class Cart {
    var total = 0
}

struct Checkout: View {
    @Environment(Cart.self) private var cart
    var body: some View {
        let _ = print("Checkout body")
        Button("Add item") {
            cart.total += 5
            print("total is \(cart.total)")
        }
    }
}

struct Store: View {
    @State private var cart = Cart()
    var body: some View {
        let _ = print("Store body")
        Checkout().environment(cart)
    }
}

:mount Store()
:tap "Add item"
:tap "Add item"
// expect: Store body
// expect: Checkout body
// expect: total is 5
// expect: total is 10
