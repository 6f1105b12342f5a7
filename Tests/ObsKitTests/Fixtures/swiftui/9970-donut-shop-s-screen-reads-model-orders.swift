// WWDC23 "Discover Observation in SwiftUI" style, PITFALL (on purpose): the donut shop's screen reads model.orders.count right in its body for a header, so every new order re-runs the whole screen (@dependencies); the fixed screen moves that read into a small OrderCountLabel, and an order runs the label alone while the gallery is skipped either way (rules §8.3, §8.4, §2.7, §12.1, §12.2)
import SwiftUI

@Observable
final class ShopModel {
    var orders: [String] = []
    var donuts = ["Glazed", "Powdered"]
}

struct DonutGallery: View {
    let model: ShopModel

    var body: some View {
        let _ = print("DonutGallery body: \(model.donuts.count) donuts")
        Text(model.donuts.joined(separator: " / "))
    }
}

struct OrderCountLabel: View {
    let model: ShopModel

    var body: some View {
        let _ = print("OrderCountLabel body: \(model.orders.count)")
        Text("\(model.orders.count) orders")
    }
}

struct OrdersScreen: View {
    @State private var model = ShopModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(model.orders.count) orders")
            DonutGallery(model: model)
            Button("Order") { model.orders.append("Glazed") }
        }
    }
}

struct FixedOrdersScreen: View {
    @State private var model = ShopModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            OrderCountLabel(model: model)
            DonutGallery(model: model)
            Button("Order") { model.orders.append("Glazed") }
        }
    }
}

:mount OrdersScreen()
// expect: OrdersScreen: @self, @identity, _model changed.
// expect: DonutGallery body: 2 donuts
:tap "Order"
// expect: OrdersScreen: @dependencies changed.
:tap "Order"
// expect: OrdersScreen: @dependencies changed.
:mount FixedOrdersScreen()
// expect: FixedOrdersScreen: @self, @identity, _model changed.
// expect: OrderCountLabel body: 0
// expect: DonutGallery body: 2 donuts
:tap "Order"
// expect: OrderCountLabel body: 1
:tap "Order"
// expect: OrderCountLabel body: 2
