// environment and custom wrappers style: a PreferenceKey that sums each line's quantity upward; a line's own @State change re-runs only that line, the summed value changes, and onPreferenceChange hands it to the parent's @State, which re-runs the parent (rules §15.23, §3.5)
import SwiftUI

struct CartTotalKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct CartLine: View {
    let name: String
    @State private var quantity = 1

    var body: some View {
        let _ = print("CartLine \(name): \(quantity)")
        Button("\(name) x\(quantity)") { quantity += 1 }
            .preference(key: CartTotalKey.self, value: quantity)
    }
}

struct CartSummary: View {
    @State private var total = 0

    var body: some View {
        let _ = print("CartSummary body: total \(total)")
        VStack {
            CartLine(name: "Tea")
            CartLine(name: "Mug")
            Text("Total: \(total)")
        }
        .onPreferenceChange(CartTotalKey.self) { newTotal in
            print("total changed to \(newTotal)")
            total = newTotal
        }
    }
}

:mount CartSummary()
// expect: CartSummary body: total 0
// expect: CartLine Tea: 1
// expect: CartLine Mug: 1
// expect: total changed to 2
// expect: CartSummary body: total 2
:tap "Tea x1"
// expect: CartLine Tea: 2
// expect: total changed to 3
// expect: CartSummary body: total 3
:tap "Mug x1"
// expect: CartLine Mug: 2
// expect: total changed to 4
// expect: CartSummary body: total 4
