// Follows Apple's `PreferenceKey` page (https://developer.apple.com/documentation/swiftui/preferencekey): "A view
// with multiple children automatically combines its values for a given preference into a single value visible to its
// ancestors", with `reduce(value:nextValue:)` summing the lines of a cart; the cart reads the total with
// `onPreferenceChange` and keeps it in @State.
// - Each line sets `.preference(key:value:)`; the siblings' values are combined by `reduce`, here a sum (Apple
//   `preferencekey/reduce(value:nextvalue:)`; rules §15.23). A line's own @State change re-runs that line only and
//   changes its value, so the total changes (rules §3.5, §15.23).
// - The cart's body never reads `total` (only the button's action does, when tapped), so storing the total runs no
//   body (rules §3.5); the action reads the live value (rules §3.4).
// - How often and when the change action is called at launch is not documented, so it prints nothing; the button
//   prints the total.
import SwiftUI

struct CartTotalKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct CartLine: View {
    let name: String
    let price: Int
    @State private var quantity = 1

    var body: some View {
        let _ = print("CartLine(\(name)) body: x\(quantity)")
        HStack {
            Text("\(name) x\(quantity)")
            Button("More \(name)") { quantity += 1 }
        }
        .preference(key: CartTotalKey.self, value: price * quantity)
    }
}

struct CartView: View {
    @State private var total = 0

    var body: some View {
        let _ = print("CartView body")
        VStack {
            CartLine(name: "Tea", price: 4)
            CartLine(name: "Cake", price: 6)
            CartLine(name: "Jam", price: 3)
            Button("Checkout") { print("checkout total: \(total)") }
        }
        .onPreferenceChange(CartTotalKey.self) { newTotal in
            total = newTotal
        }
    }
}

:mount CartView()
// expect: CartView body
// expect: CartLine(Tea) body: x1
// expect: CartLine(Cake) body: x1
// expect: CartLine(Jam) body: x1
:tap "Checkout"
// expect: checkout total: 13
:tap "More Cake"
// expect: CartLine(Cake) body: x2
:tap "Checkout"
// expect: checkout total: 19
