// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (a top-donuts view keeps its timeframe in @State, bound to a segmented Picker; the computed topDonuts reads the @Observable model, so both a new timeframe and a change to the model's sales reorder it)
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

enum Timeframe: String, Hashable, CaseIterable, Identifiable {
    case today
    case week
    case month
    case year

    var id: Self { self }
}

@Observable
final class SalesModel {
    var donuts: [Donut] = Donut.all
    var salesByTimeframe: [Timeframe: [Donut.ID: Int]] = [
        .today: [0: 5, 1: 9, 2: 2, 3: 7],
        .week: [0: 40, 1: 31, 2: 52, 3: 12],
        .month: [0: 120, 1: 180, 2: 150, 3: 210],
        .year: [0: 990, 1: 870, 2: 1_020, 3: 800],
    ]

    func topDonuts(timeframe: Timeframe, count: Int) -> [Donut] {
        let sales = salesByTimeframe[timeframe] ?? [:]
        return donuts
            .sorted { (sales[$0.id] ?? 0) > (sales[$1.id] ?? 0) }
            .prefix(count)
            .map { $0 }
    }
}

struct TopDonutsView: View {
    var model: SalesModel
    @State private var timeframe: Timeframe = .today

    var topDonuts: [Donut] {
        model.topDonuts(timeframe: timeframe, count: 3)
    }

    var body: some View {
        List {
            Picker("Timeframe", selection: $timeframe) {
                Text("Today").tag(Timeframe.today)
                Text("Week").tag(Timeframe.week)
                Text("Month").tag(Timeframe.month)
                Text("Year").tag(Timeframe.year)
            }
            .pickerStyle(.segmented)

            ForEach(topDonuts) { donut in
                Text(donut.name)
            }
        }
        .onChange(of: topDonuts.map(\.name)) { _, names in
            print("\(timeframe.rawValue): \(names.joined(separator: ", "))")
        }
    }
}

let model = SalesModel()
print("today: \(model.topDonuts(timeframe: .today, count: 3).map(\.name).joined(separator: ", "))")

:mount TopDonutsView(model: model)
:pick "Week" in "Timeframe"
:pick "Month" in "Timeframe"
model.salesByTimeframe[.month]?[0] = 500
// expect: today: Blueberry Frosted, Powdered Chocolate, Classic
// expect: week: Strawberry Sprinkles, Classic, Blueberry Frosted
// expect: month: Powdered Chocolate, Blueberry Frosted, Strawberry Sprinkles
// expect: month: Classic, Powdered Chocolate, Blueberry Frosted
