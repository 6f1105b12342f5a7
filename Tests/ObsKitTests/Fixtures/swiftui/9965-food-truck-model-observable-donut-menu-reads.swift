// WWDC23 "Discover Observation in SwiftUI" style: a food truck model is @Observable; the donut menu reads only `donuts`, the order badge reads the computed `orderCount`, which is tracked through the stored `orders` it reads; a new order runs only the badge (@dependencies), a new donut only the menu (rules §8.1, §8.3, §8.4, §12.1, §12.2)
import SwiftUI

@Observable
final class FoodTruckModel {
    var orders: [String] = []
    var donuts = ["Glazed", "Sprinkles"]

    var orderCount: Int { orders.count }
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("DonutMenu body: \(model.donuts.joined(separator: ", "))")
        VStack {
            ForEach(model.donuts, id: \.self) { donut in
                Text(donut)
            }
        }
    }
}

struct OrderBadge: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("OrderBadge body: \(model.orderCount) orders")
        Text("\(model.orderCount)")
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = print("TruckView body")
        VStack {
            DonutMenu(model: model)
            OrderBadge(model: model)
            Button("Order") { model.orders.append("Glazed") }
            Button("New donut") { model.donuts.append("Maple") }
        }
    }
}

:mount TruckView()
// expect: TruckView body
// expect: DonutMenu body: Glazed, Sprinkles
// expect: OrderBadge: @self changed.
// expect: OrderBadge body: 0 orders
:tap "Order"
// expect: OrderBadge: @dependencies changed.
// expect: OrderBadge body: 1 orders
:tap "New donut"
// expect: DonutMenu body: Glazed, Sprinkles, Maple
:tap "Order"
// expect: OrderBadge: @dependencies changed.
// expect: OrderBadge body: 2 orders
