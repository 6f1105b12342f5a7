// WWDC23 "Discover Observation in SwiftUI" (session 10149), https://developer.apple.com/videos/play/wwdc2023/10149/ — FoodTruckModel with donuts and orders: DonutMenu reads only `donuts`, an orders badge reads a computed orderCount; each change invalidates only the view whose body read it, and an in-place change of one order still counts as a change of `orders`
// The session: "SwiftUI will track any properties that are read within the body"; "when the property
// `donuts` changes, the view is invalidated"; a property the body never reads (orders, for DonutMenu) does
// not update it; "Observable types track access through computed properties too". Mutating an element of
// `orders` in place goes through the `orders` setter, so it notifies readers of `orders` even though the
// count does not change (rules §8.1: a change in place notifies every time).
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    var name: String
    static let all = [Donut(id: 1, name: "Classic"), Donut(id: 2, name: "Sprinkles")]
}

struct Order: Identifiable {
    let id: Int
    var isReady = false
}

@Observable class FoodTruckModel {
    var orders: [Order] = []
    var donuts = Donut.all

    var orderCount: Int { orders.count }

    func addDonut() {
        donuts.append(Donut(id: donuts.count + 1, name: "Donut \(donuts.count + 1)"))
    }
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
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

struct OrdersBadge: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = Self._printChanges()
        Text("Total orders: \(model.orderCount)")
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            OrdersBadge(model: model)
            Button("New order") {
                model.orders.append(Order(id: model.orders.count + 1))
            }
            Button("Mark first ready") {
                model.orders[0].isReady = true
            }
            DonutMenu(model: model)
        }
    }
}

:mount TruckView()
// expect: TruckView: @self, @identity, _model changed.
// expect: OrdersBadge: @self changed.
// expect: DonutMenu: @self changed.
:tap "Add new donut"
// expect: DonutMenu: @dependencies changed.
:tap "New order"
// expect: OrdersBadge: @dependencies changed.
:tap "Mark first ready"
// expect: OrdersBadge: @dependencies changed.
print(Donut.all.count)
// expect: 2
