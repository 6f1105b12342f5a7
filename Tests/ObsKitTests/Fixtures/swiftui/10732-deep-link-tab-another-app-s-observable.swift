// App-organization style: a deep link from one tab into another: the app's @Observable router holds the selected tab and each tab's path; a button in Inbox switches to Orders and pushes order 42 in one action; the Orders tab's first body and the detail run together, and each tab keeps its own stack
import SwiftUI

enum StoreTab: Hashable {
    case inbox
    case orders
}

@Observable
final class StoreRouter {
    var tab: StoreTab = .inbox
    var ordersPath: [Int] = []
    init() { print("StoreRouter init") }

    func openOrder(_ id: Int) {
        tab = .orders
        ordersPath = [id]
    }
}

struct OrderDetail: View {
    let id: Int

    var body: some View {
        let _ = print("OrderDetail body: \(id)")
        Text("Order #\(id)")
    }
}

struct InboxTab: View {
    @Environment(StoreRouter.self) private var router

    var body: some View {
        let _ = print("InboxTab body")
        NavigationStack {
            List {
                Text("Your order 42 has shipped")
                Button("Open Order 42") { router.openOrder(42) }
            }
            .navigationTitle("Inbox")
        }
    }
}

struct OrdersTab: View {
    @Environment(StoreRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("OrdersTab body: depth \(router.ordersPath.count)")
        NavigationStack(path: $router.ordersPath) {
            List {
                NavigationLink("Order 7", value: 7)
            }
            .navigationDestination(for: Int.self) { id in
                OrderDetail(id: id)
            }
        }
    }
}

struct StoreRoot: View {
    @Environment(StoreRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("StoreRoot body: \(router.tab)")
        TabView(selection: $router.tab) {
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(StoreTab.inbox)
            OrdersTab()
                .tabItem { Label("Orders", systemImage: "shippingbox") }
                .tag(StoreTab.orders)
        }
    }
}

@main
struct StoreApp: App {
    @State private var router = StoreRouter()

    var body: some Scene {
        WindowGroup {
            StoreRoot()
                .environment(router)
        }
    }
}

:mount StoreApp()
// expect: StoreRouter init
// expect: StoreRoot body: inbox
// expect: InboxTab body
:tap "Open Order 42"
// expect: StoreRoot body: orders
// expect: OrdersTab body: depth 1
// expect: OrderDetail body: 42
:back
// expect: OrdersTab body: depth 0
:tap "Order 7"
// expect: OrdersTab body: depth 1
// expect: OrderDetail body: 7
:tab "Inbox"
// expect: StoreRoot body: inbox
:tab "Orders"
// expect: StoreRoot body: orders
