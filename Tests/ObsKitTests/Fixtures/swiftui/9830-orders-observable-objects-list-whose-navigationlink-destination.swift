// Food Truck sample style: orders as @Observable objects in a list whose NavigationLink(destination:) rows push a status editor; the editor picks a status through @Bindable, and only the row that read that order's status re-runs, not the list (rules §14.3, §8.4, §8.5, §15.5)
import SwiftUI

enum OrderStatus: String, CaseIterable, Identifiable {
    case placed, preparing, ready
    var id: Self { self }
}

@Observable
final class TruckOrder: Identifiable {
    let id: Int
    let donut: String
    var status = OrderStatus.placed

    init(id: Int, donut: String) {
        self.id = id
        self.donut = donut
    }
}

@Observable
final class TruckModel {
    var orders = [TruckOrder(id: 1, donut: "Glazed"), TruckOrder(id: 2, donut: "Boston Cream")]
}

struct OrderStatusEditor: View {
    @Bindable var order: TruckOrder

    var body: some View {
        Form {
            Picker("Status", selection: $order.status) {
                ForEach(OrderStatus.allCases) { status in
                    Text(status.rawValue.capitalized)
                }
            }
        }
        .onAppear { print("editing #\(order.id)") }
    }
}

struct TruckOrderRow: View {
    let order: TruckOrder

    var body: some View {
        let _ = print("TruckOrderRow body: #\(order.id) \(order.status.rawValue)")
        Text("Order \(order.id): \(order.donut)")
    }
}

struct TruckOrdersView: View {
    @State private var model = TruckModel()

    var body: some View {
        let _ = print("TruckOrdersView body")
        NavigationStack {
            List(model.orders) { order in
                NavigationLink {
                    OrderStatusEditor(order: order)
                } label: {
                    TruckOrderRow(order: order)
                }
            }
            .navigationTitle("Orders")
        }
    }
}

:mount TruckOrdersView()
// expect: TruckOrdersView body
// expect: TruckOrderRow body: #1 placed
// expect: TruckOrderRow body: #2 placed
:tap "Order 1: Glazed"
// expect: editing #1
:pick "Ready" in "Status"
// expect: TruckOrderRow body: #1 ready
:back
:tap "Order 2: Boston Cream"
// expect: editing #2
:pick "Preparing" in "Status"
// expect: TruckOrderRow body: #2 preparing
