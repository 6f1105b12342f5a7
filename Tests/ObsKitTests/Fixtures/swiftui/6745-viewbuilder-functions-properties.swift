// Follows Apple's `ViewBuilder` page (https://developer.apple.com/documentation/swiftui/viewbuilder): "A custom
// parameter attribute that constructs views from closures", here on a computed property and on a method (a result
// builder attribute may mark a function or a property's getter: Swift's SE-0289), with an `if` without `else` and
// an if/else.
// - A @ViewBuilder property or method is ordinary Swift called from `body`: it runs, in order, every time the body
//   does, inside that body (Swift; rules §2.6, §8.4: code called during the body is the body's).
// - A child view written in the builder is made (its init) during the body; its own body runs after the parent's
//   (rules §2.6, §2.8).
import SwiftUI

struct PerkBadge: View {
    init() { print("PerkBadge init") }

    var body: some View {
        let _ = print("PerkBadge body")
        Text("10% off")
    }
}

struct OrderSummary: View {
    @State private var items = ["Latte"]
    @State private var isMember = false

    var body: some View {
        let _ = print("OrderSummary body")
        VStack {
            header
            itemList(title: "Items")
            memberPerks
            Button("Add muffin") { items.append("Muffin") }
            Button("Join") { isMember = true }
        }
    }

    @ViewBuilder private var header: some View {
        let _ = print("header built: \(items.count) items")
        Text("Your order")
        if items.count > 1 {
            Text("Several items")
        }
    }

    @ViewBuilder private func itemList(title: String) -> some View {
        let _ = print("itemList(\(title)) built")
        Text(title)
        ForEach(items, id: \.self) { Text($0) }
    }

    @ViewBuilder private var memberPerks: some View {
        if isMember {
            PerkBadge()
        } else {
            Text("Join for perks")
        }
    }
}

:mount OrderSummary()
// expect: OrderSummary body
// expect: header built: 1 items
// expect: itemList(Items) built
:tap "Add muffin"
// expect: OrderSummary body
// expect: header built: 2 items
// expect: itemList(Items) built
:tap "Join"
// expect: OrderSummary body
// expect: header built: 2 items
// expect: itemList(Items) built
// expect: PerkBadge init
// expect: PerkBadge body
