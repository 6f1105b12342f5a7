// SwiftLee style @Observable cart: a computed total read by a footer tracks the stored properties it reads, a badge reading only the count still runs when a price changes in place (tracking is per property, not per element), an @ObservationIgnored property changes without running anything, and an equal assignment notifies nobody (rules §8.1, §8.3)
import SwiftUI

struct CartLine: Identifiable {
    let id: Int
    let name: String
    var price: Int
}

@Observable
final class Cart {
    var lines = [
        CartLine(id: 1, name: "Tea", price: 4),
        CartLine(id: 2, name: "Scone", price: 3),
    ]
    var couponApplied = false
    @ObservationIgnored var lastViewedLine: Int?

    var total: Int {
        let sum = lines.reduce(0) { $0 + $1.price }
        return couponApplied ? sum - 2 : sum
    }
}

struct CountBadge: View {
    let cart: Cart

    var body: some View {
        let _ = print("CountBadge body: \(cart.lines.count)")
        Text("\(cart.lines.count) items")
    }
}

struct TotalFooter: View {
    let cart: Cart

    var body: some View {
        let _ = print("TotalFooter body: \(cart.total)")
        Text("Total $\(cart.total)")
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            CountBadge(cart: cart)
            Button("Raise tea") { cart.lines[0].price += 1 }
            Button("Coupon") { cart.couponApplied = true }
            Button("View scone") { cart.lastViewedLine = 2 }
            TotalFooter(cart: cart)
        }
    }
}

:mount CartScreen()
// expect: CartScreen body
// expect: CountBadge body: 2
// expect: TotalFooter body: 7
:tap "Raise tea"
// expect: CountBadge body: 2
// expect: TotalFooter body: 8
:tap "Coupon"
// expect: TotalFooter body: 6
:tap "View scone"
:tap "Coupon"
