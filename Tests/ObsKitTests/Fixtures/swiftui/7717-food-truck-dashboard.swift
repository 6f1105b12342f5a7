// Apple sample style (Food Truck): a dashboard that owns an @Observable FoodTruckModel in @State, with a header and a stats card that each read one part of it, a status filter Picker, and a `.task` that simulates a rush of orders.
// SwiftUI: @Observable tracks reads per property, so order changes re-run the dashboard and the stats card but never the header that only reads truckName (rules §8.3, §12.1 `@dependencies`);
// subviews holding the model by reference compare equal and skip (rules §2.3, §2.7); the Picker's @State re-runs only the dashboard (rules §3.5);
// rows come and go by id and only new or changed rows run their bodies (rules §1.2, §2.6); the task's appends land on the virtual clock (rules §11.3, §15.15).
import SwiftUI

enum OrderStatus: String, Equatable {
    case placed = "Placed"
    case completed = "Completed"
}

enum StatusFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case placed = "Placed"
    case completed = "Completed"
    var id: Self { self }
}

struct Order: Identifiable, Equatable {
    let id: Int
    let donut: String
    var status: OrderStatus
}

@Observable
final class FoodTruckModel {
    var truckName = "Donut Dash"
    var orders: [Order] = [
        Order(id: 1, donut: "Glazed", status: .completed),
        Order(id: 2, donut: "Maple", status: .placed),
    ]

    func complete(_ id: Int) {
        if let index = orders.firstIndex(where: { $0.id == id }) {
            orders[index].status = .completed
        }
    }

    func simulateRush() async {
        for donut in ["Sprinkles", "Cinnamon"] {
            do {
                try await Task.sleep(for: .seconds(2))
            } catch {
                return
            }
            orders.append(Order(id: orders.count + 1, donut: donut, status: .placed))
        }
    }
}

struct TruckHeader: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        Label(model.truckName, systemImage: "box.truck")
            .font(.title2)
    }
}

struct OrderStats: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            LabeledContent("Placed", value: "\(model.orders.filter { $0.status == .placed }.count)")
            LabeledContent("Completed", value: "\(model.orders.filter { $0.status == .completed }.count)")
        }
    }
}

struct OrderRow: View {
    let order: Order
    let model: FoodTruckModel

    var body: some View {
        let _ = print("row #\(order.id) \(order.donut): \(order.status.rawValue)")
        HStack {
            Text("#\(order.id) \(order.donut)")
            Spacer()
            if order.status == .placed {
                Button("Complete #\(order.id)") {
                    model.complete(order.id)
                }
            } else {
                Image(systemName: "checkmark.circle.fill")
            }
        }
    }
}

struct TruckDashboard: View {
    @State private var model = FoodTruckModel()
    @State private var filter = StatusFilter.all

    var filteredOrders: [Order] {
        switch filter {
        case .all: return model.orders
        case .placed: return model.orders.filter { $0.status == .placed }
        case .completed: return model.orders.filter { $0.status == .completed }
        }
    }

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                Section {
                    TruckHeader(model: model)
                    OrderStats(model: model)
                }
                Section("Orders") {
                    Picker("Show", selection: $filter) {
                        ForEach(StatusFilter.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    ForEach(filteredOrders) { order in
                        OrderRow(order: order, model: model)
                    }
                }
            }
            .navigationTitle("Dashboard")
            .task {
                await model.simulateRush()
            }
        }
    }
}

:mount TruckDashboard()
// expect: TruckDashboard: @self, @identity, _model, _filter changed.
// expect: TruckHeader: @self changed.
// expect: OrderStats: @self changed.
// expect: row #1 Glazed: Completed
// expect: row #2 Maple: Placed
:advance 2s
// expect: TruckDashboard: @dependencies changed.
// expect: OrderStats: @dependencies changed.
// expect: row #3 Sprinkles: Placed
:pick "Completed" in "Show"
// expect: TruckDashboard: _filter changed.
:pick "All" in "Show"
// expect: TruckDashboard: _filter changed.
// expect: row #2 Maple: Placed
// expect: row #3 Sprinkles: Placed
:tap "Complete #2"
// expect: TruckDashboard: @dependencies changed.
// expect: OrderStats: @dependencies changed.
// expect: row #2 Maple: Completed
:advance 2s
// expect: TruckDashboard: @dependencies changed.
// expect: OrderStats: @dependencies changed.
// expect: row #4 Cinnamon: Placed
:advance 5s
print("rush over")
// expect: rush over
