// Food Truck style: an ObservableObject truck model owned by the root with @StateObject and handed to a NavigationStack with .environmentObject; a pushed order detail marks its order ready, and every view that declares the @EnvironmentObject runs again, the list covered by the push included; popping runs nothing (rules §14.1, §6.5, §14.3)
import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    let item: String
    var isReady = false
}

final class TruckModel: ObservableObject {
    @Published var orders = [Order(id: 1, item: "Taco"), Order(id: 2, item: "Burrito")]

    func markReady(_ id: Int) {
        if let index = orders.firstIndex(where: { $0.id == id }) {
            orders[index].isReady = true
        }
    }
}

struct OrderDetail: View {
    let orderID: Int
    @EnvironmentObject private var model: TruckModel

    var body: some View {
        let order = model.orders.first { $0.id == orderID }!
        let _ = print("OrderDetail body: \(order.item) ready=\(order.isReady)")
        VStack {
            Text(order.item)
            Button("Mark Ready") { model.markReady(orderID) }
        }
        .navigationTitle(order.item)
    }
}

struct OrderList: View {
    @EnvironmentObject private var model: TruckModel

    var body: some View {
        let _ = print("OrderList body: \(model.orders.filter(\.isReady).count) ready")
        List(model.orders) { order in
            NavigationLink(order.item, value: order.id)
        }
        .navigationTitle("Orders")
        .navigationDestination(for: Int.self) { id in
            OrderDetail(orderID: id)
        }
    }
}

struct TruckRoot: View {
    @StateObject private var model = TruckModel()

    var body: some View {
        let _ = print("TruckRoot body")
        NavigationStack {
            OrderList()
        }
        .environmentObject(model)
    }
}

:mount TruckRoot()
// expect: TruckRoot body
// expect: OrderList body: 0 ready
:tap "Taco"
// expect: OrderDetail body: Taco ready=false
:tap "Mark Ready"
// expect: TruckRoot body
// expect: OrderList body: 1 ready
// expect: OrderDetail body: Taco ready=true
:back
:tap "Burrito"
// expect: OrderDetail body: Burrito ready=false
:tap "Mark Ready"
// expect: TruckRoot body
// expect: OrderList body: 2 ready
// expect: OrderDetail body: Burrito ready=true
