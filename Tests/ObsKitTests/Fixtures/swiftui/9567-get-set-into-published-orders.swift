// SwiftUI from Apple's Food Truck sample: https://developer.apple.com/documentation/swiftui/food_truck_building_a_swiftui_multiplatform_app (OrdersView pushes an order id; OrderDetailView edits it through FoodTruckModel.orderBinding(for:), a Binding(get:set:) into the @Published orders)
// In Food Truck, OrdersView lists `model.orders` with `NavigationLink(value: order.id)` and
// `.navigationDestination(for: Order.ID.self) { id in OrderDetailView(model: model, order: model.orderBinding(for: id)) }`.
// `orderBinding(for:)` builds a `Binding<Order>` whose get and set find the order by id in `orders`;
// the detail's "Complete Order" button sets the order's status through it. The sample relies on:
// - A write through the binding is a write to the @Published array, so the OrdersView behind the
//   pushed detail updates its row at once.
// - Orders the detail doesn't touch stay as they were.
import SwiftUI
import Combine

enum OrderStatus: String {
    case placed = "Placed"
    case preparing = "Preparing"
    case ready = "Ready"
    case completed = "Completed"
}

struct Order: Identifiable {
    var id: String
    var status: OrderStatus
    var donutCount: Int

    mutating func markAsComplete() {
        status = .completed
    }
}

@MainActor
class FoodTruckModel: ObservableObject {
    @Published var orders: [Order] = [
        Order(id: "Order#1203", status: .ready, donutCount: 3),
        Order(id: "Order#1204", status: .preparing, donutCount: 12),
    ]

    func orderBinding(for id: Order.ID) -> Binding<Order> {
        Binding<Order> {
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index]
        } set: { newValue in
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index] = newValue
        }
    }
}

struct OrderDetailView: View {
    @ObservedObject var model: FoodTruckModel
    @Binding var order: Order

    var body: some View {
        List {
            Text(order.id)
            Text("\(order.donutCount) donuts")
            Text(order.status.rawValue)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    order.markAsComplete()
                } label: {
                    Label("Complete Order", systemImage: "checkmark.circle")
                }
                .disabled(order.status == .completed)
            }
        }
        .navigationTitle(order.id)
    }
}

struct OrdersView: View {
    @ObservedObject var model: FoodTruckModel

    var body: some View {
        let _ = print("orders: " + model.orders.map { "\($0.id) \($0.status.rawValue)" }.joined(separator: ", "))
        List {
            ForEach(model.orders) { order in
                NavigationLink(value: order.id) {
                    HStack {
                        Text(order.id)
                        Text(order.status.rawValue)
                    }
                }
            }
        }
        .navigationTitle("Orders")
        .navigationDestination(for: Order.ID.self) { id in
            OrderDetailView(model: model, order: model.orderBinding(for: id))
        }
    }
}

struct TruckRoot: View {
    @StateObject private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            OrdersView(model: model)
        }
    }
}

:mount TruckRoot()
// expect: orders: Order#1203 Ready, Order#1204 Preparing
:tap "Order#1203"
:tap "Complete Order"
// expect: orders: Order#1203 Completed, Order#1204 Preparing
:back
:tap "Order#1204"
:tap "Complete Order"
// expect: orders: Order#1203 Completed, Order#1204 Completed
