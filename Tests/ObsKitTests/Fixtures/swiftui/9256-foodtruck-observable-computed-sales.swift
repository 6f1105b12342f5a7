// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a computed property of an @Observable model, read in a body, tracks the stored properties it uses)
// A Food Truck-style store: one @Observable FoodTruckModel with the truck's name and its orders, and a
// computed `donutsSold` that adds up the completed orders. Apple's article: Observation tracks computed
// properties through the observable stored properties they read.
// - The sales view reads only `donutsSold`, which reads `orders`: completing an order runs it (and the
//   orders list), not the name view.
// - Renaming the truck runs only the name view.
import SwiftUI
import Observation

struct Order: Identifiable {
    enum Status: String {
        case placed, preparing, ready, completed
    }

    let id: String
    var status: Status
    var donutCount: Int
}

@Observable
final class FoodTruckModel {
    var truckName = "Food Truck"
    var orders = [
        Order(id: "Order#1203", status: .ready, donutCount: 4),
        Order(id: "Order#1204", status: .preparing, donutCount: 2),
        Order(id: "Order#1205", status: .completed, donutCount: 6),
    ]

    var donutsSold: Int {
        orders.filter { $0.status == .completed }.reduce(0) { $0 + $1.donutCount }
    }

    func markOrderAsCompleted(id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else { return }
        orders[index].status = .completed
    }
}

struct TruckNameView: View {
    var model: FoodTruckModel

    var body: some View {
        let _ = print("name view: \(model.truckName)")
        Text(model.truckName)
            .font(.largeTitle)
    }
}

struct SalesSummaryView: View {
    var model: FoodTruckModel

    var body: some View {
        let _ = print("sales view: \(model.donutsSold) donuts sold")
        Text("\(model.donutsSold) donuts sold")
    }
}

struct OrdersView: View {
    var model: FoodTruckModel

    var body: some View {
        let _ = print("orders view: \(model.orders.map(\.status.rawValue).joined(separator: ", "))")
        List(model.orders) { order in
            HStack {
                Text(order.id)
                Spacer()
                if order.status != .completed {
                    Button("Complete \(order.id)") {
                        model.markOrderAsCompleted(id: order.id)
                    }
                }
            }
        }
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        VStack {
            TruckNameView(model: model)
            SalesSummaryView(model: model)
            OrdersView(model: model)
            Button("Rename truck") { model.truckName = "Donut Express" }
        }
    }
}

:mount TruckView()
// expect: name view: Food Truck
// expect: sales view: 6 donuts sold
// expect: orders view: ready, preparing, completed
:tap "Complete Order#1203"
// expect: sales view: 10 donuts sold
// expect: orders view: completed, preparing, completed
:tap "Rename truck"
// expect: name view: Donut Express
