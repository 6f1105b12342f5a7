// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (replacing the @Observable object a @State holds: views move to the new object, and changes to the old one, still alive elsewhere, no longer update anything)
// Apple's State page, "Store observable objects": @State can hold an Observable object, and SwiftUI updates the views
// that read the object's properties; assigning a new object to the state is a change of the state itself. The
// summary's input is the cart reference: after checkout it is a new cart, so the summary runs and from then on its
// body reads the new cart's items. The old cart is kept in a list of receipts; appending to it changes nothing on
// screen, because no body read it since the replacement.
// - "Add donut": cart 1 has 1 item.
// - "Check out": cart 2 is made in the action; the summary runs for it.
// - "Add to last receipt": cart 1 changes, nothing runs; "Add donut": cart 2 has 1 item.
import SwiftUI

@Observable
final class Cart {
    let number: Int
    var items: [String] = []

    init(number: Int) {
        self.number = number
        print("cart \(number) made")
    }
}

var receipts: [Cart] = []

struct CartSummary: View {
    let cart: Cart

    var body: some View {
        let _ = print("summary: cart \(cart.number), \(cart.items.count) items")
        Text("\(cart.items.count) items")
    }
}

struct CheckoutScreen: View {
    @State private var cart = Cart(number: 1)

    var body: some View {
        VStack {
            CartSummary(cart: cart)
            Button("Add donut") { cart.items.append("Donut") }
            Button("Check out") {
                receipts.append(cart)
                cart = Cart(number: cart.number + 1)
            }
            Button("Add to last receipt") { receipts.last?.items.append("Coffee") }
        }
    }
}

:mount CheckoutScreen()
// expect: cart 1 made
// expect: summary: cart 1, 0 items
:tap "Add donut"
// expect: summary: cart 1, 1 items
:tap "Check out"
// expect: cart 2 made
// expect: summary: cart 2, 0 items
:tap "Add to last receipt"
:tap "Add donut"
// expect: summary: cart 2, 1 items
