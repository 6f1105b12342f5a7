// cookbook style: an ObservableObject coordinator owned by @StateObject holds a NavigationPath; pages get it as an @EnvironmentObject and push the next order or pop to root; every path change re-runs the root and every page declaring the @EnvironmentObject, covered pages included (rules §4.2, §6.5, §14.1, §15.12)
import SwiftUI

final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()

    init() { print("Coordinator init") }

    func show(_ id: Int) { path.append(id) }
    func popToRoot() { path.removeLast(path.count) }
}

struct OrderPage: View {
    let id: Int
    @EnvironmentObject var coordinator: Coordinator

    var body: some View {
        let _ = print("OrderPage body: #\(id)")
        VStack {
            Button("Next after \(id)") { coordinator.show(id + 1) }
            Button("Done with \(id)") { coordinator.popToRoot() }
        }
    }
}

struct OrdersHome: View {
    @StateObject private var coordinator = Coordinator()

    var body: some View {
        let _ = print("OrdersHome body")
        NavigationStack(path: $coordinator.path) {
            Button("Open order 1") { coordinator.show(1) }
                .navigationDestination(for: Int.self) { id in
                    OrderPage(id: id)
                }
        }
        .environmentObject(coordinator)
    }
}

:mount OrdersHome()
// expect: Coordinator init
// expect: OrdersHome body
:tap "Open order 1"
// expect: OrdersHome body
// expect: OrderPage body: #1
:tap "Next after 1"
// expect: OrdersHome body
// expect: OrderPage body: #1
// expect: OrderPage body: #2
:tap "Done with 2"
// expect: OrdersHome body
:tap "Open order 1"
// expect: OrdersHome body
// expect: OrderPage body: #1
:back
// expect: OrdersHome body
