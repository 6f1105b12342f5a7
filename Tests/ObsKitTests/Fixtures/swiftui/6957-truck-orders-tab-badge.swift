// Food truck: an order board in the shape of Apple's Food Truck sample (a model shared by tabs, a badge counting
// open orders), own names and code. The App owns an @Observable TruckModel in @State and injects it with
// .environment(_:); the Orders tab carries `.badge(model.openOrderCount)`, a computed property over `orders`.
// What SwiftUI does: the tab view's content is built in TruckTabs' body, so the badge's read of `orders` is that
// body's dependency, and every new or finished order runs it again (rules §8.3, §8.4). On iOS 18 a tab's body and
// onAppear first run when the tab is first shown (rules §14.4, §15.8): the Menu tab builds only when chosen, and the
// Orders tab appears again when chosen again. Selecting a tab writes a @State that TruckTabs' body never reads
// (rules §3.5). MenuView reads only a `let`, which Observation does not track (rules §8.1), so orders placed from it
// do not run its body.
// Sources: rules §3.5, §8.1, §8.3, §8.4, §14.4, §15.8; Apple https://developer.apple.com/documentation/swiftui/tabview
// and the Food Truck sample https://developer.apple.com/documentation/swiftui/food_truck_building_a_swiftui_multiplatform_app
import SwiftUI

enum Panel: Hashable {
    case orders
    case menu
}

struct Order: Identifiable, Equatable {
    let id: Int
    let donut: String
    var isReady = false
}

@Observable
final class TruckModel {
    var orders: [Order] = [
        Order(id: 1, donut: "Glazed"),
        Order(id: 2, donut: "Powdered", isReady: true),
        Order(id: 3, donut: "Maple"),
    ]
    let menu = ["Glazed", "Powdered", "Maple", "Sprinkles"]

    var openOrderCount: Int { orders.filter { !$0.isReady }.count }

    init() { print("TruckModel init") }

    func placeOrder(_ donut: String) {
        orders.append(Order(id: orders.count + 1, donut: donut))
        print("placed order \(orders.count): \(donut)")
    }

    func markReady(_ order: Order) {
        if let index = orders.firstIndex(where: { $0.id == order.id }) {
            orders[index].isReady = true
        }
    }
}

struct OrdersView: View {
    @Environment(TruckModel.self) private var model

    var body: some View {
        NavigationStack {
            List(model.orders) { order in
                HStack {
                    Text("#\(order.id) \(order.donut)")
                    Spacer()
                    if order.isReady {
                        Text("Ready")
                            .foregroundStyle(.green)
                    } else {
                        Button("Ready #\(order.id)") { model.markReady(order) }
                    }
                }
            }
            .navigationTitle("Orders")
        }
        .onAppear { print("Orders appeared: \(model.openOrderCount) open") }
    }
}

struct MenuView: View {
    @Environment(TruckModel.self) private var model

    var body: some View {
        let _ = print("MenuView body")
        NavigationStack {
            List(model.menu, id: \.self) { donut in
                Button("Order \(donut)") { model.placeOrder(donut) }
            }
            .navigationTitle("Menu")
        }
    }
}

struct TruckTabs: View {
    @Environment(TruckModel.self) private var model
    @State private var selection: Panel = .orders

    var body: some View {
        let _ = print("TruckTabs body: \(model.openOrderCount) open")
        TabView(selection: $selection) {
            OrdersView()
                .tabItem { Label("Orders", systemImage: "list.bullet") }
                .tag(Panel.orders)
                .badge(model.openOrderCount)
            MenuView()
                .tabItem { Label("Menu", systemImage: "menucard") }
                .tag(Panel.menu)
        }
    }
}

struct TruckApp: App {
    @State private var model = TruckModel()

    var body: some Scene {
        WindowGroup {
            TruckTabs()
                .environment(model)
        }
    }
}

:mount TruckApp()
// expect: TruckModel init
// expect: TruckTabs body: 2 open
// expect: Orders appeared: 2 open
:tab "Menu"
// expect: MenuView body
:tap "Order Sprinkles"
// expect: placed order 4: Sprinkles
// expect: TruckTabs body: 3 open
:tab "Orders"
// expect: Orders appeared: 3 open
:tap "Ready #1"
// expect: TruckTabs body: 2 open
