// Issue 13 (B), an App with a WindowGroup: `:mount CafeApp()` makes the App value (its init runs), installs
// its @StateObject (the thunk runs before the App's body, as for a view, rules §4), and mounts the
// WindowGroup's content as the root. A model handed down with environmentObject updates the views reading
// it. A file with `@main` has no top-level statements (Swift's rule), so this one only declares.
// Source: https://developer.apple.com/documentation/swiftui/app,
// https://developer.apple.com/documentation/swiftui/windowgroup,
// https://developer.apple.com/documentation/swiftui/stateobject ("in the App"). Rules §4, §6, §14.
import SwiftUI

final class OrderStore: ObservableObject {
    @Published var orders: [String] = []
    init() { print("OrderStore init") }
}

struct OrdersView: View {
    @EnvironmentObject var store: OrderStore

    var body: some View {
        let _ = print("OrdersView body,", store.orders.count, "orders")
        Button("Order Latte") { store.orders.append("Latte") }
    }
}

@main
struct CafeApp: App {
    @StateObject private var store = OrderStore()

    init() {
        print("CafeApp init")
    }

    var body: some Scene {
        WindowGroup {
            OrdersView()
                .environmentObject(store)
        }
    }
}

:mount CafeApp()
:tap "Order Latte"

// expect: CafeApp init
// expect: OrderStore init
// expect: OrdersView body, 0 orders
// expect: OrdersView body, 1 orders
