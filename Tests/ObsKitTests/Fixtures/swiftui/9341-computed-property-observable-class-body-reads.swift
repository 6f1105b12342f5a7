// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a computed property of an @Observable class: the body that reads it depends on the stored properties it reads)
// Managing model data in your app: a view depends on the observable properties its body reads. Observation records
// stored-property reads, so reading the computed `total` inside a body reads `prices`, and the view updates when
// `prices` changes; a stored property the computation doesn't touch (`giftNote`) is not a dependency. The store
// screen's body doesn't read `prices` at all (it only passes the cart down), so only the total view runs.
// - Mount: the store body, then the total view: 7.
// - "Add 5": prices changed: only the total view's body runs: 12.
// - "Gift note": giftNote changed: no body reads it: nothing runs.
// - "Remove first": 9.
import SwiftUI

@Observable
final class Cart {
    var prices: [Int] = [3, 4]
    var giftNote = ""

    var total: Int { prices.reduce(0, +) }
}

struct TotalView: View {
    let cart: Cart

    var body: some View {
        let _ = print("total body: \(cart.total)")
        Text("Total: \(cart.total) €")
    }
}

struct StoreScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("store body")
        VStack {
            TotalView(cart: cart)
            Button("Add 5") { cart.prices.append(5) }
            Button("Gift note") { cart.giftNote = "Happy birthday" }
            Button("Remove first") { cart.prices.removeFirst() }
        }
    }
}

:mount StoreScreen()
// expect: store body
// expect: total body: 7
:tap "Add 5"
// expect: total body: 12
:tap "Gift note"
:tap "Remove first"
// expect: total body: 9
