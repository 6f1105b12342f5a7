// Stack Overflow style (PreferenceKey sum): rows publish their prices, reduce adds them up, and onPreferenceChange prints each new total (rules §15.23)
import SwiftUI

struct TotalKey: PreferenceKey {
    static let defaultValue: Int = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ItemRow: View {
    let name: String
    let price: Int

    var body: some View {
        Text("\(name): \(price)")
            .preference(key: TotalKey.self, value: price)
    }
}

struct ContentView: View {
    @State private var prices = [3, 5]

    var body: some View {
        VStack {
            ForEach(prices.indices, id: \.self) { index in
                ItemRow(name: "Item \(index)", price: prices[index])
            }
            Button("Add item") { prices.append(10) }
        }
        .onPreferenceChange(TotalKey.self) { total in
            print("total = \(total)")
        }
    }
}
:mount ContentView()
// expect: total = 8
:tap "Add item"
// expect: total = 18
:tap "Add item"
// expect: total = 28
