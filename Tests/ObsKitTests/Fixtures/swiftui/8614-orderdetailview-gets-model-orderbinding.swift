// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (OrderDetailView gets model.orderBinding(for: id), a Binding<Order> { get } set: { } over the @Observable model's orders; its toolbar button runs order.markAsNextStep, the completion callback presents the sheet, and the list row shows the completed status after the pop)
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
        Binding<Order> {
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index]
        } set: { newValue in
            guard let index = self.orders.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.orders[index] = newValue
        }
    }

    func donutBinding(id: Donut.ID) -> Binding<Donut> {
        Binding<Donut> {
            guard let index = self.donuts.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.donuts[index]
        } set: { newValue in
            guard let index = self.donuts.firstIndex(where: { $0.id == id }) else {
                fatalError()
            }
            return self.donuts[index] = newValue
        }
    }

    func markOrderAsCompleted(id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else {
            return
        }
        orders[index].status = .completed
    }
}

struct OrderCompleteView: View {
    var order: Order

    var body: some View {
        VStack {
            Text("Thank you!")
            Text("\(order.id) is complete")
        }
        .onAppear { print("complete sheet for \(order.id)") }
    }
}

struct OrderDetailView: View {
    @Binding var order: Order

    @State private var presentingCompletionSheet = false

    var body: some View {
        List {
            Section("Status") {
                HStack {
                    Text(order.status.title)
                    Spacer()
                    Image(systemName: order.status.iconSystemName)
                        .foregroundStyle(.secondary)
                }
            }
            Section("Donuts") {
                ForEach(order.donuts) { donut in
                    Text(donut.name)
                }
            }
        }
        .navigationTitle(order.id)
        .onAppear { print("detail \(order.id): \(order.status.title)") }
        .onChange(of: order.status) { _, status in
            print("\(order.id) is now \(status.title)")
        }
        .sheet(isPresented: $presentingCompletionSheet) {
            OrderCompleteView(order: order)
        }
        .toolbar {
            ToolbarItemGroup {
                Button {
                    order.markAsNextStep { status in
                        if status == .completed {
                            presentingCompletionSheet = true
                        }
                    }
                } label: {
                    Label(order.status.buttonTitle, systemImage: order.status.iconSystemName)
                        .symbolVariant(order.isComplete ? .fill : .none)
                }
                .labelStyle(.iconOnly)
                .disabled(order.isComplete)
            }
        }
    }
}

struct OrdersView: View {
    var model: FoodTruckModel

    var body: some View {
        List {
            ForEach(model.orders) { order in
                NavigationLink(value: order.id) {
                    HStack {
                        Text(order.id)
                        Spacer()
                        Text(order.status.title)
                    }
                }
            }
        }
        .navigationTitle("Orders")
        .navigationDestination(for: Order.ID.self) { id in
            OrderDetailView(order: model.orderBinding(for: id))
        }
    }
}

struct ContentView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            OrdersView(model: model)
        }
    }
}

:mount ContentView()
:tap "Order#1201"
:tap "Prepare"
:tap "Ready"
:tap "Complete"
:dismiss
:back
:tap "Completed"
// expect: detail Order#1201: Placed
// expect: Order#1201 is now Preparing
// expect: Order#1201 is now Ready
// expect: Order#1201 is now Completed
// expect: complete sheet for Order#1201
// expect: detail Order#1201: Completed
