// WWDC23 "Discover Observation in SwiftUI" style (donut shop): an @Observable model whose views each read only some properties; a change re-runs only the bodies that read the changed property.
// With @Observable, a body depends only on the properties it read (Apple "migrating", `observable()`; rules §8.3).
// DonutMenu reads `donuts`; OrderSummary, inside it, reads `orders`. Adding an order re-runs only OrderSummary;
// adding a donut re-runs DonutMenu, which builds OrderSummary again with the same object, an equal value (class
// references compare by identity, rules §2.3), so OrderSummary's body does not run (rules §2.7). The root holds the
// model in @State and reads none of its properties, so it never runs again (rules §3.5, §3.7).
import SwiftUI

@Observable
final class DonutShop {
    var donuts: [String] = ["Glazed", "Sprinkles"]
    var orders: [String] = []
}

struct OrderSummary: View {
    var shop: DonutShop

    var body: some View {
        let _ = print("OrderSummary body, \(shop.orders.count) orders")
        VStack {
            Text("\(shop.orders.count) orders")
            Button("Place Order") { shop.orders.append("Order \(shop.orders.count + 1)") }
        }
    }
}

struct DonutMenu: View {
    var shop: DonutShop

    var body: some View {
        let _ = print("DonutMenu body, \(shop.donuts.count) donuts")
        VStack {
            ForEach(shop.donuts, id: \.self) { name in
                Text(name)
            }
            Button("Add Donut") { shop.donuts.append("Donut \(shop.donuts.count + 1)") }
            OrderSummary(shop: shop)
        }
    }
}

struct DonutShopRoot: View {
    @State private var shop = DonutShop()

    var body: some View {
        let _ = print("DonutShopRoot body")
        DonutMenu(shop: shop)
    }
}

:mount DonutShopRoot()
// expect: DonutShopRoot body
// expect: DonutMenu body, 2 donuts
// expect: OrderSummary body, 0 orders
:tap "Place Order"
// expect: OrderSummary body, 1 orders
:tap "Add Donut"
// expect: DonutMenu body, 3 donuts
:tap "Place Order"
// expect: OrderSummary body, 2 orders
:tap "Add Donut"
// expect: DonutMenu body, 4 donuts
