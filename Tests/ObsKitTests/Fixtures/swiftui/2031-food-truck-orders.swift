// Issue 13 (A), a food-truck order board (inspired by Apple's sample app, own code): an @Observable model
// with orders, a NavigationStack whose rows push an order by id with `navigationDestination(for:)`, and a
// detail with a status Picker bound through `@Bindable` into `model.orders[index].status`.
// Expected: the picker writes into the shared model; the list, which reads the orders, re-runs and shows
// the new status when we come back; the enum's implicit tags come from `id: \.self`.
import SwiftUI

enum OrderStatus: String, CaseIterable {
    case placed = "Placed"
    case preparing = "Preparing"
    case ready = "Ready"
}

struct Order: Identifiable {
    let id: Int
    let item: String
    var status = OrderStatus.placed
}

@Observable
final class TruckModel {
    var orders = [Order(id: 101, item: "Tacos"), Order(id: 102, item: "Churros")]
}

struct OrderDetail: View {
    @Bindable var model: TruckModel
    let orderID: Int

    var body: some View {
        if let index = model.orders.firstIndex(where: { $0.id == orderID }) {
            Form {
                Text(model.orders[index].item)
                Picker("Status", selection: $model.orders[index].status) {
                    ForEach(OrderStatus.allCases, id: \.self) { status in
                        Text(status.rawValue)
                    }
                }
            }
            .navigationTitle("Order \(orderID)")
        }
    }
}

struct OrderBoard: View {
    @State private var model = TruckModel()

    var body: some View {
        let _ = print("board:", model.orders.map { "\($0.id) \($0.status.rawValue)" })
        NavigationStack {
            List(model.orders) { order in
                NavigationLink("#\(order.id) \(order.item)", value: order.id)
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { id in
                OrderDetail(model: model, orderID: id)
            }
        }
    }
}

:mount OrderBoard()
:tap "#102 Churros"
:pick "Preparing" in "Status"
:pick "Ready" in "Status"
:back

// expect: board: ["101 Placed", "102 Placed"]
// expect: board: ["101 Placed", "102 Preparing"]
// expect: board: ["101 Placed", "102 Ready"]
