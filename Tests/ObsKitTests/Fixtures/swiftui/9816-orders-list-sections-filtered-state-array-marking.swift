// Food Truck sample style: orders in two List sections filtered from one @State array; marking an order ready moves it to the other section's ForEach (a new identity, a new row body), a rename re-runs only that row, and the unchanged rows are equal values whose bodies do not run (rules §1.2, §2.3, §2.7, §2.6)
import SwiftUI

struct Order: Identifiable {
    let id: Int
    var donut: String
    var isReady: Bool
}

struct OrderRow: View {
    let order: Order

    var body: some View {
        let _ = print("OrderRow body: #\(order.id) \(order.donut) \(order.isReady ? "ready" : "open")")
        Text("#\(order.id) \(order.donut)")
    }
}

struct OrderSections: View {
    @State private var orders = [
        Order(id: 1, donut: "Glazed", isReady: false),
        Order(id: 2, donut: "Cruller", isReady: true),
        Order(id: 3, donut: "Bear Claw", isReady: false),
    ]

    var body: some View {
        let _ = print("OrderSections body")
        VStack {
            Button("Ready #1") { orders[0].isReady = true }
            Button("Rename #3") { orders[2].donut = "Fritter" }
            List {
                Section("Open") {
                    ForEach(orders.filter { !$0.isReady }) { order in
                        OrderRow(order: order)
                    }
                }
                Section("Ready") {
                    ForEach(orders.filter(\.isReady)) { order in
                        OrderRow(order: order)
                    }
                }
            }
        }
    }
}

:mount OrderSections()
// expect: OrderSections body
// expect: OrderRow body: #1 Glazed open
// expect: OrderRow body: #3 Bear Claw open
// expect: OrderRow body: #2 Cruller ready
:tap "Ready #1"
// expect: OrderSections body
// expect: OrderRow body: #1 Glazed ready
:tap "Rename #3"
// expect: OrderSections body
// expect: OrderRow body: #3 Fritter open
