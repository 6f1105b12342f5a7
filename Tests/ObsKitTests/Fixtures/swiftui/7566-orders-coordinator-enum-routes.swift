// "Coordinator pattern in SwiftUI" blog post: an @Observable coordinator owns an array path of an enum `Route`,
// builds each destination in a `@ViewBuilder` method, and is handed to every screen through the environment
// What SwiftUI does: `NavigationStack(path:)` over an array shows one view per element; appending pushes, removing
// pops (rules §15.12), and one `navigationDestination(for: Route.self)` builds each pushed view when it is pushed
// (rules §14.3). The root makes `$coordinator.path` through a local `@Bindable`, a read of `path` (rules §8.5), so it
// runs at each push and pop. The screens use the coordinator only in actions (rules §8.3) and get equal values
// again, so a push on top of them runs none of their bodies (rules §2.7); `HomeScreen` has no stored fields.
// Sources: rules §2.7, §8.3, §8.5, §14.3, §15.12; Apple `NavigationStack`, `View/navigationDestination(for:destination:)`
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

enum Route: Hashable {
    case orders
    case orderDetail(id: Int)
    case support(orderID: Int)
}

@MainActor
@Observable
final class AppCoordinator {
    var path: [Route] = []

    init() {
        print("AppCoordinator init")
    }

    func show(_ route: Route) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }

    @ViewBuilder
    func destination(for route: Route) -> some View {
        switch route {
        case .orders:
            OrdersScreen()
        case .orderDetail(let id):
            OrderDetailScreen(orderID: id)
        case .support(let orderID):
            SupportScreen(orderID: orderID)
        }
    }
}

struct HomeScreen: View {
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("HomeScreen body")
        Button("My orders") { coordinator.show(.orders) }
    }
}

struct OrdersScreen: View {
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("OrdersScreen body")
        List {
            Button("Order #42") { coordinator.show(.orderDetail(id: 42)) }
            Button("Order #43") { coordinator.show(.orderDetail(id: 43)) }
        }
    }
}

struct OrderDetailScreen: View {
    let orderID: Int
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("OrderDetailScreen body: #\(orderID)")
        VStack {
            Text("Order #\(orderID)")
            Button("Get help") { coordinator.show(.support(orderID: orderID)) }
        }
    }
}

struct SupportScreen: View {
    let orderID: Int
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("SupportScreen body: #\(orderID)")
        Button("Done") { coordinator.popToRoot() }
    }
}

struct CoordinatorRootView: View {
    @State private var coordinator = AppCoordinator()

    var body: some View {
        @Bindable var coordinator = coordinator
        let _ = print("CoordinatorRootView body: \(coordinator.path.count) pushed")
        NavigationStack(path: $coordinator.path) {
            HomeScreen()
                .navigationDestination(for: Route.self) { route in
                    coordinator.destination(for: route)
                }
        }
        .environment(coordinator)
    }
}

:mount CoordinatorRootView()
// expect: AppCoordinator init
// expect: CoordinatorRootView body: 0 pushed
// expect: HomeScreen body
:tap "My orders"
// expect: CoordinatorRootView body: 1 pushed
// expect: OrdersScreen body
:tap "Order #43"
// expect: CoordinatorRootView body: 2 pushed
// expect: OrderDetailScreen body: #43
:tap "Get help"
// expect: CoordinatorRootView body: 3 pushed
// expect: SupportScreen body: #43
:back
// expect: CoordinatorRootView body: 2 pushed
:tap "Get help"
// expect: CoordinatorRootView body: 3 pushed
// expect: SupportScreen body: #43
:tap "Done"
// expect: CoordinatorRootView body: 0 pushed
