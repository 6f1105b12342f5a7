// Apple sample style (Food Truck): the navigation path lives in an @Observable FoodTruckModel held in @State, bound with `NavigationStack(path: $model.path)`; order details push further orders and pop to root programmatically.
// SwiftUI: making `$model.path` reads `path` in the root's body, so every push and pop re-runs the root (rules §8.5, §8.7, §9.2, T4); NavigationLink(value:) and
// `path.append` both push, and navigationDestination(for:) builds each pushed view on push (rules §15.12, §14.3); the already pushed details compare equal and don't re-run (rules §2.1, §2.7);
// `:back` pops through the path binding (rules §15.12).
import SwiftUI

struct TruckOrder: Identifiable, Hashable {
    let id: Int
    let donut: String
    let quantity: Int
}

@Observable
final class FoodTruckModel {
    var path: [Int] = []
    var orders = [
        TruckOrder(id: 1, donut: "Glazed", quantity: 12),
        TruckOrder(id: 2, donut: "Maple", quantity: 4),
        TruckOrder(id: 3, donut: "Sprinkles", quantity: 6),
    ]
}

struct OrderDetail: View {
    let orderID: Int
    let model: FoodTruckModel

    var body: some View {
        let order = model.orders.first(where: { $0.id == orderID })!
        let _ = print("detail #\(order.id): \(order.quantity) \(order.donut)")
        List {
            LabeledContent("Donut", value: order.donut)
            LabeledContent("Quantity", value: "\(order.quantity)")
            if orderID < model.orders.count {
                Button("Next Order") {
                    model.path.append(orderID + 1)
                }
            }
            Button("Back to Orders") {
                model.path.removeAll()
            }
        }
        .navigationTitle("Order #\(order.id)")
    }
}

struct OrdersRoot: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack(path: $model.path) {
            List(model.orders) { order in
                NavigationLink("Order #\(order.id)", value: order.id)
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { id in
                OrderDetail(orderID: id, model: model)
            }
        }
    }
}

:mount OrdersRoot()
// expect: OrdersRoot: @self, @identity, _model changed.
:tap "Order #1"
// expect: OrdersRoot: @dependencies changed.
// expect: detail #1: 12 Glazed
:tap "Next Order"
// expect: OrdersRoot: @dependencies changed.
// expect: detail #2: 4 Maple
:tap "Next Order"
// expect: OrdersRoot: @dependencies changed.
// expect: detail #3: 6 Sprinkles
:back
// expect: OrdersRoot: @dependencies changed.
:tap "Back to Orders"
// expect: OrdersRoot: @dependencies changed.
:tap "Order #3"
// expect: OrdersRoot: @dependencies changed.
// expect: detail #3: 6 Sprinkles
