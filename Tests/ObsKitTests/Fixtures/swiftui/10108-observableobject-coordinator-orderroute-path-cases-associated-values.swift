// architecture style: an ObservableObject coordinator with a `[OrderRoute]` path (cases with associated values) in the environment; pushed screens own @StateObject view models made on push, released when popped, all at once on pop-to-root (rules §14.3, §15.12, §4.2, §1.4, §14.1)
import SwiftUI

enum OrderRoute: Hashable {
    case order(Int)
    case receipt(orderID: Int, total: Double)
}

final class OrderCoordinator: ObservableObject {
    @Published var path: [OrderRoute] = []

    func open(_ route: OrderRoute) { path.append(route) }
    func pop() { _ = path.popLast() }
    func popToRoot() { path = [] }
}

final class OrderDetailModel: ObservableObject {
    let id: Int

    init(id: Int) {
        self.id = id
        print("OrderDetailModel init \(id)")
    }
    deinit { print("OrderDetailModel deinit \(id)") }
}

struct OrderDetailView: View {
    @EnvironmentObject private var coordinator: OrderCoordinator
    @StateObject private var model: OrderDetailModel

    init(id: Int) {
        _model = StateObject(wrappedValue: OrderDetailModel(id: id))
    }

    var body: some View {
        VStack {
            Button("Receipt") { coordinator.open(.receipt(orderID: model.id, total: 9.5)) }
            Button("Close") { coordinator.pop() }
        }
    }
}

struct ReceiptView: View {
    let orderID: Int
    let total: Double
    @EnvironmentObject private var coordinator: OrderCoordinator

    var body: some View {
        let _ = print("ReceiptView body: \(orderID) \(total)")
        Button("Finish") { coordinator.popToRoot() }
    }
}

struct OrdersRoot: View {
    @StateObject private var coordinator = OrderCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List {
                Button("Order 7") { coordinator.open(.order(7)) }
            }
            .navigationDestination(for: OrderRoute.self) { route in
                switch route {
                case .order(let id):
                    OrderDetailView(id: id)
                case .receipt(let orderID, let total):
                    ReceiptView(orderID: orderID, total: total)
                }
            }
        }
        .environmentObject(coordinator)
    }
}

:mount OrdersRoot()
:tap "Order 7"
// expect: OrderDetailModel init 7
:tap "Receipt"
// expect: ReceiptView body: 7 9.5
:tap "Finish"
// expect: OrderDetailModel deinit 7
:tap "Order 7"
// expect: OrderDetailModel init 7
:tap "Close"
// expect: OrderDetailModel deinit 7
