// WWDC23 "Discover Observation in SwiftUI" (FoodTruckModel: no property wrapper needed, each view tracks only what its body reads); rules §8.3, §12.1, §12.2
import SwiftUI

@Observable
final class FoodTruckModel {
    var orders: [String] = []
    var donuts = ["Glazed", "Sprinkles"]
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(model.donuts, id: \.self) { donut in
                Text(donut)
            }
        }
    }
}

struct OrderBadge: View {
    var model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        Text("\(model.orders.count) orders")
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            DonutMenu(model: model)
            OrderBadge(model: model)
            Button("Order") { model.orders.append("Glazed") }
            Button("New donut") { model.donuts.append("Cocoa") }
        }
    }
}

:mount TruckView()
:tap "Order"
:tap "New donut"
:tap "Order"

// expect: TruckView: @self, @identity, _model changed.
// expect: DonutMenu: @self changed.
// expect: OrderBadge: @self changed.
// expect: OrderBadge: @dependencies changed.
// expect: DonutMenu: @dependencies changed.
// expect: OrderBadge: @dependencies changed.
