// Navigation in apps: a notification button that switches tab and pushes an order in one action, with tab and path in one @Observable model.
// Both writes land in one update (rules §10.1). Views that made `$model.selectedTab` or `$model.ordersPath` run when those
// change (rules §8.5); the orders tab's body first runs when it is first shown (rules §15.8), its stack shows the pushed
// order on top, and only that top appears (rules §14.3, §11.1). Switching back to Home hides the orders list (rules §11.1).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

enum AppTab: Hashable {
    case home, orders
}

@Observable final class AppModel {
    var selectedTab = AppTab.home
    var ordersPath: [Int] = []
}

struct HomeTab: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        Button("Open order 42") {
            model.selectedTab = .orders
            model.ordersPath = [42]
        }
        .onAppear { print("home appear") }
        .onDisappear { print("home disappear") }
    }
}

struct OrderDetail: View {
    let number: Int
    var body: some View {
        let _ = print("OrderDetail body \(number)")
        Text("Order \(number)")
            .onAppear { print("order appear: \(number)") }
            .onDisappear { print("order disappear: \(number)") }
    }
}

struct OrdersTab: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        @Bindable var model = model
        let _ = print("OrdersTab body")
        NavigationStack(path: $model.ordersPath) {
            List([41, 42], id: \.self) { number in
                NavigationLink("Order \(number)", value: number)
            }
            .navigationDestination(for: Int.self) { number in
                OrderDetail(number: number)
            }
            .onAppear { print("orders list appear") }
            .onDisappear { print("orders list disappear") }
        }
    }
}

struct AppTabs: View {
    @State private var model = AppModel()

    var body: some View {
        @Bindable var model = model
        let _ = print("AppTabs body")
        TabView(selection: $model.selectedTab) {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)
            OrdersTab()
                .tabItem { Label("Orders", systemImage: "bag") }
                .tag(AppTab.orders)
        }
        .environment(model)
    }
}

:mount AppTabs()
// expect: AppTabs body
// expect: home appear
:tap "Open order 42"
// expect: AppTabs body
// expect: OrdersTab body
// expect: OrderDetail body 42
// expect: order appear: 42
// expect: home disappear
:back
// expect: OrdersTab body
// expect: orders list appear
// expect: order disappear: 42
:tab "Home"
// expect: AppTabs body
// expect: orders list disappear
// expect: home appear
