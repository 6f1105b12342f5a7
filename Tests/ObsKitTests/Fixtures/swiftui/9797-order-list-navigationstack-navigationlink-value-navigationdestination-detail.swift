// Food Truck sample style: an order list in a NavigationStack with NavigationLink(value:) and navigationDestination(for:); the detail marks an order ready through the shared @Observable board, which re-runs the list (it counts ready orders) and the detail; popping runs the detail's onDisappear (rules §14.3, §8.4, §11.1)
import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var donut: String
    var isReady = false
}

@Observable
final class OrderBoard {
    var orders = [Order(id: 101, donut: "Glazed"), Order(id: 102, donut: "Sprinkles")]

    func markReady(_ id: Int) {
        if let index = orders.firstIndex(where: { $0.id == id }) {
            orders[index].isReady = true
        }
    }
}

struct OrderDetail: View {
    let orderID: Int
    let board: OrderBoard

    var body: some View {
        let order = board.orders.first { $0.id == orderID }!
        let _ = print("OrderDetail body: #\(order.id) ready=\(order.isReady)")
        VStack {
            Text(order.donut)
            Button("Mark Ready") { board.markReady(orderID) }
        }
        .onAppear { print("detail appeared #\(orderID)") }
        .onDisappear { print("detail disappeared #\(orderID)") }
    }
}

struct OrdersView: View {
    @State private var board = OrderBoard()

    var body: some View {
        let _ = print("OrdersView body: \(board.orders.filter(\.isReady).count) ready")
        NavigationStack {
            List(board.orders) { order in
                NavigationLink(value: order.id) {
                    Text("Order #\(order.id): \(order.isReady ? "ready" : "open")")
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { id in
                OrderDetail(orderID: id, board: board)
            }
        }
    }
}

:mount OrdersView()
// expect: OrdersView body: 0 ready
:tap "Order #101: open"
// expect: OrderDetail body: #101 ready=false
// expect: detail appeared #101
:tap "Mark Ready"
// expect: OrdersView body: 1 ready
// expect: OrderDetail body: #101 ready=true
:back
// expect: detail disappeared #101
:tap "Order #102: open"
// expect: OrderDetail body: #102 ready=false
// expect: detail appeared #102
