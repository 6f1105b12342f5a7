// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (a view that reads the computed newOrdersCount of the @Observable FoodTruckModel depends on the stored orders it reads; markOrderAsCompleted on a ready order leaves the count at 2, on a placed order makes it 1)
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

struct NewOrdersBadge: View {
    var model: FoodTruckModel

    var body: some View {
        Text("\(model.newOrdersCount) new orders")
            .onChange(of: model.newOrdersCount) { oldValue, newValue in
                print("new orders: \(oldValue) -> \(newValue)")
            }
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            List {
                NewOrdersBadge(model: model)
                Button("Complete Order#1203") {
                    model.markOrderAsCompleted(id: "Order#1203")
                }
                Button("Complete Order#1202") {
                    model.markOrderAsCompleted(id: "Order#1202")
                }
            }
            .navigationTitle("Truck")
        }
    }
}

:mount TruckView()
:tap "Complete Order#1202"
print("a ready order completed")
:tap "Complete Order#1203"
// expect: a ready order completed
// expect: new orders: 2 -> 1
