// WWDC23, "Discover Observation in SwiftUI", https://developer.apple.com/videos/play/wwdc2023/10149/ — the FoodTruckModel donut menu: a body that reads donuts and the computed orderCount runs again when either changes, and not when a property it never read (truckName) changes
// The session: "SwiftUI will track any properties that are used in the view's body", computed properties
// included, through the stored properties they read (rules §8.1, §8.3). The header reads only truckName, so
// each view runs only for its own properties.
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    let name: String
}

struct Order {
    let donut: String
}

@Observable
final class FoodTruckModel {
    var truckName = "Donut Truck"
    var orders: [Order] = []
    var donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Sprinkles")]

    var orderCount: Int { orders.count }

    func addDonut() {
        donuts.append(Donut(id: donuts.count + 1, name: "New Donut \(donuts.count + 1)"))
    }
}

struct TruckHeader: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("TruckHeader body: \(model.truckName)")
        Text(model.truckName)
    }
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("DonutMenu body: \(model.donuts.count) donuts, \(model.orderCount) orders")
        List {
            Section("Donuts") {
                ForEach(model.donuts) { donut in
                    Text(donut.name)
                }
                Button("Add new donut") { model.addDonut() }
            }
            Section("Orders") {
                LabeledContent("Count", value: "\(model.orderCount)")
                Button("Place order") { model.orders.append(Order(donut: "Glazed")) }
            }
        }
    }
}

struct TruckScreen: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = print("TruckScreen body")
        VStack {
            TruckHeader(model: model)
            DonutMenu(model: model)
            Button("Rename truck") { model.truckName = "Night Owl Donuts" }
        }
    }
}

:mount TruckScreen()
// expect: TruckScreen body
// expect: TruckHeader body: Donut Truck
// expect: DonutMenu body: 2 donuts, 0 orders
:tap "Add new donut"
// expect: DonutMenu body: 3 donuts, 0 orders
:tap "Place order"
// expect: DonutMenu body: 3 donuts, 1 orders
:tap "Rename truck"
// expect: TruckHeader body: Night Owl Donuts
:tap "Rename truck"
