// WWDC23 "Discover Observation in SwiftUI" (computed properties are tracked through the stored properties they read); Apple "Observable()", "ObservationIgnored()"; rules §8.1, §8.3, §12.2
import SwiftUI

@Observable
final class Cart {
    var prices: [Int] = [3, 5]
    var couponNote = ""
    @ObservationIgnored var lastViewed = "none"

    var total: Int { prices.reduce(0, +) }
}

struct CartTotal: View {
    let cart: Cart

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("total \(cart.total)")
        Text("Total \(cart.total)")
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            CartTotal(cart: cart)
            Button("Add 2") { cart.prices.append(2) }
            Button("Note") { cart.couponNote = "SPRING" }
            Button("Look") { cart.lastViewed = "socks" }
        }
    }
}

:mount CartScreen()
:tap "Add 2"
:tap "Note"
:tap "Look"
:tap "Add 2"

// expect: CartScreen body
// expect: CartTotal: @self changed.
// expect: total 8
// expect: CartTotal: @dependencies changed.
// expect: total 10
// expect: CartTotal: @dependencies changed.
// expect: total 12
