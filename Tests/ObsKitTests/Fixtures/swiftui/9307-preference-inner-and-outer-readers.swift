// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferences (an inner reader sees only its own subtree; the values still flow on up to an outer reader)
// Apple's Preferences article: preferences "send configuration information from subviews toward their
// container", and PreferenceKey: a view with several children combines their values "into a single value
// visible to its ancestors". onPreferenceChange only watches the value; it does not remove it, so every
// ancestor sees the combined value of its whole subtree:
// - the "Fruit" basket's reader sees only its own two items (3 + 4 = 7),
// - the store's reader, above both baskets, sees all of them (7 + 5 = 12).
// Each reader writes its total into @State shown in a Text, so the screen after the update is what counts
// (the order in which the two actions run is not documented, so it is not printed).
// - "More apples" changes an item of the Fruit basket: both totals change (8 and 13).
// - "More bread" changes an item outside the Fruit basket: only the store total changes (14).
import SwiftUI

struct QuantityKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ItemLine: View {
    let name: String
    let quantity: Int

    var body: some View {
        Text("\(quantity) × \(name)")
            .preference(key: QuantityKey.self, value: quantity)
    }
}

struct FruitBasket: View {
    let apples: Int
    @State private var basketTotal = 0

    var body: some View {
        VStack {
            ItemLine(name: "apple", quantity: apples)
            ItemLine(name: "pear", quantity: 4)
            Text("Fruit total: \(basketTotal)")
        }
        .onPreferenceChange(QuantityKey.self) { total in
            basketTotal = total
        }
    }
}

struct StoreShelf: View {
    @State private var apples = 3
    @State private var loaves = 5
    @State private var storeTotal = 0

    var body: some View {
        VStack {
            FruitBasket(apples: apples)
            ItemLine(name: "bread", quantity: loaves)
            Text("Store total: \(storeTotal)")
            Button("More apples") { apples += 1 }
            Button("More bread") { loaves += 1 }
        }
        .onPreferenceChange(QuantityKey.self) { total in
            storeTotal = total
        }
    }
}

:mount StoreShelf()
:tree
// expect: StoreShelf#1
// expect:   VStack  .onPreferenceChange
// expect:     FruitBasket#2
// expect:       VStack  .onPreferenceChange
// expect:         ItemLine#4
// expect:           Text "3 × apple"  .preference
// expect:         ItemLine#5
// expect:           Text "4 × pear"  .preference
// expect:         Text "Fruit total: 7"
// expect:     ItemLine#3
// expect:       Text "5 × bread"  .preference
// expect:     Text "Store total: 12"
// expect:     Button "More apples"
// expect:     Button "More bread"
:tap "More apples"
:tap "More bread"
:tree
// expect: StoreShelf#1
// expect:   VStack  .onPreferenceChange
// expect:     FruitBasket#2
// expect:       VStack  .onPreferenceChange
// expect:         ItemLine#4
// expect:           Text "4 × apple"  .preference
// expect:         ItemLine#5
// expect:           Text "4 × pear"  .preference
// expect:         Text "Fruit total: 8"
// expect:     ItemLine#3
// expect:       Text "6 × bread"  .preference
// expect:     Text "Store total: 14"
// expect:     Button "More apples"
// expect:     Button "More bread"
