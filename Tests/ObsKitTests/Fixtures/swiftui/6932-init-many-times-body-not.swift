// Q (Apple Developer Forums style): "My PriceTag's init is called on every tap — should I worry?"
// "I log in PriceTag.init and PriceTag.body. Each time I add an item, both PriceTags print init, but only one of
// them prints body. Why is init called for the one whose price didn't change?"
// Answer: a view's init is just the making of a struct value, and the parent's body makes all of its children again
// each time it runs (rules §2.6). SwiftUI then compares the new value with the old one and runs the body only if
// they differ (rules §2.7); PriceTag holds one Double, plain data compared by its bytes (rules §2.1). So init is
// cheap and frequent, body is where the work is skipped: keep inits free of heavy work and side effects.
// Source: rules §2.1, §2.6, §2.7, scenario T14; forums.swift.org/t/79899.
import SwiftUI

struct PriceTag: View {
    let amount: Double

    init(amount: Double) {
        self.amount = amount
        print("PriceTag init \(amount)")
    }

    var body: some View {
        let _ = print("PriceTag body \(amount)")
        Text("\(amount) EUR")
    }
}

struct CheckoutView: View {
    @State private var itemCount = 1

    var body: some View {
        let _ = print("CheckoutView body: \(itemCount) items")
        VStack {
            Text("\(itemCount) items")
            PriceTag(amount: 9.99)
            PriceTag(amount: Double(itemCount) * 4.5)
            Button("Add item") { itemCount += 1 }
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body: 1 items
// expect: PriceTag init 9.99
// expect: PriceTag init 4.5
// expect: PriceTag body 9.99
// expect: PriceTag body 4.5
:tap "Add item"
// expect: CheckoutView body: 2 items
// expect: PriceTag init 9.99
// expect: PriceTag init 9.0
// expect: PriceTag body 9.0
:tap "Add item"
// expect: CheckoutView body: 3 items
// expect: PriceTag init 9.99
// expect: PriceTag init 13.5
// expect: PriceTag body 13.5
