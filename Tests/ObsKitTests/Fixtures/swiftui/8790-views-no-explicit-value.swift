// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue (views with no explicit value produce the key's default; the container combines its children's values with reduce, so a summing key totals only the rows that set it)
import SwiftUI

struct ItemCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct CartRow: View {
    let name: String
    @State private var quantity = 1

    var body: some View {
        Button("More \(name)") { quantity += 1 }
            .preference(key: ItemCountKey.self, value: quantity)
    }
}

struct CartView: View {
    @State private var total = 0

    var body: some View {
        VStack {
            CartRow(name: "apples")
            Text("Free delivery over 5 items")
            CartRow(name: "bread")
            Button("Report total") { print("cart holds \(total) items") }
        }
        .onPreferenceChange(ItemCountKey.self) { count in
            total = count
        }
    }
}

:mount CartView()
:tap "More apples"
:tap "Report total"
:tap "More bread"
:tap "More bread"
:tap "Report total"
// expect: cart holds 3 items
// expect: cart holds 5 items
