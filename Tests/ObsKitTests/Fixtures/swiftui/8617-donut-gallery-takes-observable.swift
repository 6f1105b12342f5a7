// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (the donut gallery takes the @Observable model as @Bindable and hands ForEach($model.donuts) { $donut in } bindings to DonutEditor, whose TextField and Picker write straight into model.donuts)
import SwiftUI

enum OrderStatus: Int, Codable, Comparable {
    case placed
    case preparing
    case ready
    case completed

    var title: String {
        switch self {
        case .placed:
            return "Placed"
        case .preparing:
            return "Preparing"
        case .ready:
            return "Ready"
        case .completed:
            return "Completed"
        }
    }

    var buttonTitle: String {
        switch self {
        case .placed:
            return "Prepare"
        case .preparing:
            return "Ready"
        case .ready:
            return "Complete"
        case .completed:
            return "Complete"
        }
    }

    var iconSystemName: String {
        switch self {
        case .placed:
            return "paperplane"
        case .preparing:
            return "timer"
        case .ready:
            return "checkmark.circle"
        case .completed:
            return "shippingbox"
        }
    }

    static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct Donut: Identifiable, Hashable {
    var id: Int
    var name: String
    var flavor: String

    static let classic = Donut(id: 0, name: "Classic", flavor: "sweet")
    static let blueberryFrosted = Donut(id: 1, name: "Blueberry Frosted", flavor: "fruity")
    static let strawberrySprinkles = Donut(id: 2, name: "Strawberry Sprinkles", flavor: "fruity")
    static let powderedChocolate = Donut(id: 3, name: "Powdered Chocolate", flavor: "chocolate")

    static let all: [Donut] = [.classic, .blueberryFrosted, .strawberrySprinkles, .powderedChocolate]
}

struct Order: Identifiable, Equatable {
    var id: String
    var status: OrderStatus
    var donuts: [Donut]
    var sales: [Donut.ID: Int]

    var isComplete: Bool {
        status == .completed
    }

    var totalSales: Int {
        sales.map(\.value).reduce(0, +)
    }

    mutating func markAsNextStep(completion: (_ newStatus: OrderStatus) -> Void) {
        switch status {
        case .placed:
            status = .preparing
        case .preparing:
            status = .ready
        case .ready:
            status = .completed
        case .completed:
            return
        }
        completion(status)
    }

    func matches(searchText: String) -> Bool {
        searchText.isEmpty ||
        id.localizedCaseInsensitiveContains(searchText) ||
        donuts.contains { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

extension Order {
    static let previewOrders: [Order] = [
        Order(id: "Order#1201", status: .placed, donuts: [.classic, .strawberrySprinkles], sales: [Donut.classic.id: 2, Donut.strawberrySprinkles.id: 1]),
        Order(id: "Order#1202", status: .ready, donuts: [.blueberryFrosted], sales: [Donut.blueberryFrosted.id: 4]),
        Order(id: "Order#1203", status: .placed, donuts: [.powderedChocolate, .classic], sales: [Donut.powderedChocolate.id: 3, Donut.classic.id: 3]),
    ]
}

@Observable
final class FoodTruckModel {
    var orders: [Order] = Order.previewOrders
    var donuts: [Donut] = Donut.all

    var newOrdersCount: Int {
        orders.filter { $0.status == .placed }.count
    }

    var totalDonutsSold: Int {
        orders.map(\.totalSales).reduce(0, +)
    }

    func orderBinding(for id: Order.ID) -> Binding<Order> {
        Binding<Order>(get: {
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index]
        }, set: { newValue in
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index] = newValue
        })
    }

    func donutBinding(id: Donut.ID) -> Binding<Donut> {
        Binding<Donut>(get: {
            guard let index = self.donuts.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.donuts[index]
        }, set: { newValue in
            guard let index = self.donuts.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.donuts[index] = newValue
        })
    }

    func markOrderAsCompleted(id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else {
            return
        }
        orders[index].status = .completed
    }
}

struct DonutEditor: View {
    @Binding var donut: Donut

    var body: some View {
        Form {
            Section("Donut") {
                TextField("Name", text: $donut.name)
                Picker("Flavor", selection: $donut.flavor) {
                    Text("Sweet").tag("sweet")
                    Text("Fruity").tag("fruity")
                    Text("Chocolate").tag("chocolate")
                }
            }
        }
        .navigationTitle(donut.name)
    }
}

struct DonutGallery: View {
    @Bindable var model: FoodTruckModel

    var body: some View {
        List {
            ForEach($model.donuts) { $donut in
                NavigationLink {
                    DonutEditor(donut: $donut)
                } label: {
                    Text(donut.name)
                }
            }
        }
        .navigationTitle("Donuts")
    }
}

let model = FoodTruckModel()

:mount NavigationStack { DonutGallery(model: model) }
:tap "Classic"
:type " Glazed" into "Name"
:pick "Chocolate" in "Flavor"
print(model.donuts[0].name, model.donuts[0].flavor)
:back
:tap "Classic Glazed"
print(model.donuts.map(\.name))
// expect: Classic Glazed chocolate
// expect: ["Classic Glazed", "Blueberry Frosted", "Strawberry Sprinkles", "Powdered Chocolate"]
