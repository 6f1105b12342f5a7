// Apple sample style (Food Truck tabs): a TabView with a selection binding and an @Observable store in .environment; a tab's body first runs when chosen, hidden tabs keep state (rules §14.4, §15.8, §8.3, §11.1)
import SwiftUI

enum Panel: Hashable { case orders, menu }

@Observable
final class TruckStore {
    var orders: [String] = ["Sushi", "Tacos"]
    var menu: [String] = ["Donut", "Waffle", "Churro"]
    init() { print("TruckStore init") }
}

struct OrdersTab: View {
    @Environment(TruckStore.self) private var store
    var body: some View {
        let _ = print("OrdersTab body \(store.orders.count)")
        NavigationStack {
            List(store.orders, id: \.self) { order in
                Text(order)
            }
            .navigationTitle("Orders")
            .toolbar {
                Button("New Order") {
                    store.orders.append("Order \(store.orders.count + 1)")
                    print("added order")
                }
            }
        }
        .onAppear { print("OrdersTab appear") }
        .onDisappear { print("OrdersTab disappear") }
    }
}

struct MenuTab: View {
    @Environment(TruckStore.self) private var store
    var body: some View {
        let _ = print("MenuTab body \(store.menu.count)")
        List(store.menu, id: \.self) { item in
            Text(item)
        }
        .onAppear { print("MenuTab appear") }
        .onDisappear { print("MenuTab disappear") }
    }
}

struct ContentView: View {
    @State private var store = TruckStore()
    @State private var panel: Panel = .orders
    var body: some View {
        let _ = print("ContentView body \(panel)")
        TabView(selection: $panel) {
            OrdersTab()
                .tabItem { Label("Orders", systemImage: "list.bullet") }
                .tag(Panel.orders)
            MenuTab()
                .tabItem { Label("Menu", systemImage: "menucard") }
                .tag(Panel.menu)
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: TruckStore init
// expect: ContentView body orders
// expect: OrdersTab body 2
// expect: OrdersTab appear
:tap "New Order"
// expect: added order
// expect: OrdersTab body 3
:tab "Menu"
// expect: ContentView body menu
// expect: MenuTab body 3
// expect: OrdersTab disappear
// expect: MenuTab appear
:tab "Orders"
// expect: ContentView body orders
// expect: MenuTab disappear
// expect: OrdersTab appear
