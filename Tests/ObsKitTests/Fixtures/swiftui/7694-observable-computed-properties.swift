// Style: Apple Developer Forums thread. Forum question: "Do computed properties on an @Observable class trigger view updates, or do I have to store the total?"
// SwiftUI: only stored `var`s are instrumented (rules §8.1); a computed property's getter reads them, so a body that reads `total` depends on `items`
// and re-runs when `items` changes (rules §8.3; Apple `observation/observable()`: tracking follows the properties an observer reads).
// A view that read only `couponCode` is untouched by new items, and vice versa (rules §8).
import SwiftUI
import Observation

@Observable
final class Cart {
    var items: [Double] = []
    var couponCode = ""

    var total: Double { items.reduce(0, +) }
    var summary: String { "\(items.count) items, coupon [\(couponCode)]" }
}

struct TotalView: View {
    let cart: Cart

    var body: some View {
        let _ = print("total view: \(cart.total)")
        Text("Total \(cart.total)")
    }
}

struct CouponView: View {
    let cart: Cart

    var body: some View {
        let _ = print("coupon view: [\(cart.couponCode)]")
        Text(cart.couponCode)
    }
}

struct SummaryView: View {
    let cart: Cart

    var body: some View {
        let _ = print("summary view: \(cart.summary)")
        Text(cart.summary)
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            TotalView(cart: cart)
            CouponView(cart: cart)
            SummaryView(cart: cart)
            Button("Add 2.5") { cart.items.append(2.5) }
            Button("Apply SAVE") { cart.couponCode = "SAVE" }
        }
    }
}

:mount CartScreen()
// expect: total view: 0.0
// expect: coupon view: []
// expect: summary view: 0 items, coupon []
:tap "Add 2.5"
// expect: total view: 2.5
// expect: summary view: 1 items, coupon []
:tap "Apply SAVE"
// expect: coupon view: [SAVE]
// expect: summary view: 1 items, coupon [SAVE]
