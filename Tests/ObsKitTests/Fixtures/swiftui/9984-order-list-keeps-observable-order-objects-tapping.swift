// Apple Food Truck sample style: the order list keeps @Observable Order objects; tapping a row sets a @State selection that presents a status sheet with sheet(item:) (the list never reads the selection, so it does not run); the sheet binds a Toggle with @Bindable, and marking an order ready runs only that order's row (rules §13.1, §8.5, §8.7, §8.3, §2.7)
import SwiftUI

@Observable
final class Order: Identifiable {
    let id: Int
    let title: String
    var isReady = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class OrderBook {
    var orders = [Order(id: 1, title: "Order 1"), Order(id: 2, title: "Order 2")]
}

struct OrderRow: View {
    let order: Order

    var body: some View {
        let _ = print("OrderRow body: \(order.title) ready=\(order.isReady)")
        Text(order.isReady ? "\(order.title) (ready)" : order.title)
    }
}

struct OrderStatusEditor: View {
    @Bindable var order: Order

    var body: some View {
        Form {
            Toggle("Ready", isOn: $order.isReady)
        }
        .onAppear { print("editor for \(order.title)") }
    }
}

struct OrdersView: View {
    @State private var book = OrderBook()
    @State private var selectedOrder: Order?

    var body: some View {
        let _ = print("OrdersView body")
        List {
            ForEach(book.orders) { order in
                Button {
                    selectedOrder = order
                } label: {
                    OrderRow(order: order)
                }
            }
        }
        .sheet(item: $selectedOrder) { order in
            OrderStatusEditor(order: order)
        }
    }
}

:mount OrdersView()
// expect: OrdersView body
// expect: OrderRow body: Order 1 ready=false
// expect: OrderRow body: Order 2 ready=false
:tap "Order 2"
// expect: editor for Order 2
:toggle "Ready"
// expect: OrderRow body: Order 2 ready=true
:dismiss
:tap "Order 1"
// expect: editor for Order 1
