// Swift with Majid style: cart lines report their subtotals up the tree with a summing PreferenceKey
// What SwiftUI does: each line gives the key a value with `.preference(key:value:)`; the values of siblings are
// combined in tree order by `reduce(value:nextValue:)`, here a sum, and `onPreferenceChange` runs with the new total
// when the combined value changes (rules §15.23, Apple `preferencekey`). It is told after the render (rules §15.23,
// ObsREPL's choice), so each line's body comes first; at mount it is told because 7 differs from the default 0. A
// line's own `@State` change re-runs only that line (rules §3.5).
// Sources: rules §3.5, §15.23; https://developer.apple.com/documentation/swiftui/preferencekey
// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
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
        let _ = print("CartLine \(name): \(quantity)")
        HStack {
            Text("\(name) x\(quantity)")
            Button("More \(name)") { quantity += 1 }
        }
        .preference(key: CartTotalKey.self, value: price * quantity)
    }
}

struct CartScreen: View {
    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            CartLine(name: "Coffee", price: 4)
            CartLine(name: "Bagel", price: 3)
        }
        .onPreferenceChange(CartTotalKey.self) { total in
            print("cart total: \(total)")
        }
    }
}

:mount CartScreen()
// expect: CartScreen body
// expect: CartLine Coffee: 1
// expect: CartLine Bagel: 1
// expect: cart total: 7
:tap "More Coffee"
// expect: CartLine Coffee: 2
// expect: cart total: 11
:tap "More Bagel"
// expect: CartLine Bagel: 2
// expect: cart total: 14
