// Follows Apple's `ObservableObject` page, its `objectWillChange` publisher, used by hand: a cart keeps its items in
// a private, unpublished array, shows them through computed properties, and calls `objectWillChange.send()` before
// it mutates.
// - The synthesized publisher is one and the same at every access, so a manual `send()` reaches every view that
//   observes the object (rules §6.2, §4.4, §5.1). Computed properties are plain code: the views read them in their
//   bodies like any property.
// - A mutation that skips `send()` tells nobody; the screen shows it only at the next sent change (rules §6.1).
import SwiftUI

final class Cart: ObservableObject {
    private var items: [String] = []

    var count: Int { items.count }
    var summary: String { items.isEmpty ? "empty" : items.joined(separator: ", ") }

    init() { print("Cart init") }

    func add(_ item: String) {
        objectWillChange.send()
        items.append(item)
    }

    func addWithoutNotifying(_ item: String) {
        items.append(item)
    }
}

struct CartBadge: View {
    @ObservedObject var cart: Cart

    var body: some View {
        let _ = print("badge: \(cart.count) items")
        Text("\(cart.count)")
    }
}

struct ShopView: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("ShopView body: \(cart.summary)")
        VStack {
            CartBadge(cart: cart)
            Button("Add apple") { cart.add("apple") }
            Button("Add pear quietly") { cart.addWithoutNotifying("pear") }
        }
    }
}

:mount ShopView()
// expect: Cart init
// expect: ShopView body: empty
// expect: badge: 0 items
:tap "Add apple"
// expect: ShopView body: apple
// expect: badge: 1 items
:tap "Add pear quietly"
:tap "Add apple"
// expect: ShopView body: apple, pear, apple
// expect: badge: 3 items
