// SwiftUI from WWDC23 "Discover Observation in SwiftUI": https://developer.apple.com/videos/play/wwdc2023/10149/ (FoodTruckModel: DonutMenu reads donuts and runs for a new donut, not for a new order; a view reading the computed orderCount runs for orders)
// The session's FoodTruckModel is @Observable with `orders` and `donuts`; DonutMenu shows a section of
// donuts and an "Add new donut" button. The session claims:
// - "SwiftUI tracks access to properties used in body": DonutMenu reads `donuts`, so adding a donut
//   updates it.
// - "If another property, like orders, changes, the view won't be invalidated" since its body never read it.
// - Computed properties work too: a view reading `orderCount` depends on `orders` underneath.
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    var name: String

    static let all = [Donut(id: 0, name: "Cosmos"), Donut(id: 1, name: "Powdered Cloud")]
}

struct Order: Identifiable {
    let id: Int
    var donutName: String
}

@Observable class FoodTruckModel {
    var orders: [Order] = []
    var donuts = Donut.all

    var orderCount: Int { orders.count }

    func addDonut() {
        donuts.append(Donut(id: donuts.count, name: "Donut \(donuts.count + 1)"))
    }

    func placeOrder() {
        orders.append(Order(id: orders.count, donutName: donuts[0].name))
    }
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("DonutMenu body: \(model.donuts.count) donuts")
        List {
            Section("Donuts") {
                ForEach(model.donuts) { donut in
                    Text(donut.name)
                }
                Button("Add new donut") {
                    model.addDonut()
                }
            }
        }
    }
}

struct OrderCountBadge: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("OrderCountBadge body: \(model.orderCount) orders")
        Text("\(model.orderCount) orders")
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = print("TruckView body")
        VStack {
            Button("Place order") {
                model.placeOrder()
            }
            OrderCountBadge(model: model)
            DonutMenu(model: model)
        }
    }
}

:mount TruckView()
// expect: TruckView body
// expect: OrderCountBadge body: 0 orders
// expect: DonutMenu body: 2 donuts
:tap "Place order"
// expect: OrderCountBadge body: 1 orders
:tap "Place order"
// expect: OrderCountBadge body: 2 orders
:tap "Add new donut"
// expect: DonutMenu body: 3 donuts
