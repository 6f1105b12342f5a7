// A dependency container in the environment, and the view model made where the environment can be read: blog posts
// point out that `@Environment` is not available in a view's init, so they keep `@State private var viewModel:
// OrdersViewModel?` and make it in `onAppear` from `@Environment(\.dependencies)`. A test or preview mounts the same
// screen with a mock repository set by `.environment(\.dependencies, ...)`.
// What SwiftUI does: the first body runs with no model; `onAppear` runs after that update (rules §10.3, §11.1), makes
// and loads the model and stores it in @State, which runs the body again in the same turn (rules §3.4, §10.1). Mounting
// another root unmounts the first, releasing its state (rules §1.4). The mocked mount reads the value set above it.
// Reloading assigns an equal array, which notifies nobody (rules §8.1).
// Sources: rules §1.4, §3.4, §8.1, §10.1, §10.3, §11.1, §15.14; https://developer.apple.com/documentation/swiftui/entry()
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
import SwiftUI

protocol OrdersRepository {
    func orders() -> [String]
}

struct LiveOrdersRepository: OrdersRepository {
    func orders() -> [String] {
        print("live repository read")
        return ["#1001", "#1002", "#1003"]
    }
}

struct MockOrdersRepository: OrdersRepository {
    func orders() -> [String] {
        print("mock repository read")
        return ["#TEST"]
    }
}

struct Dependencies {
    var orders: any OrdersRepository
}

extension EnvironmentValues {
    @Entry var dependencies = Dependencies(orders: LiveOrdersRepository())
}

@Observable
final class OrdersViewModel {
    private let repository: any OrdersRepository
    private(set) var orders: [String] = []

    init(repository: any OrdersRepository) {
        self.repository = repository
        print("OrdersViewModel init")
    }

    deinit { print("OrdersViewModel deinit") }

    func load() {
        orders = repository.orders()
    }
}

struct OrdersScreen: View {
    @Environment(\.dependencies) private var dependencies
    @State private var viewModel: OrdersViewModel?

    var body: some View {
        let _ = print("OrdersScreen body: \(viewModel.map { "\($0.orders.count) orders" } ?? "no model")")
        List {
            if let viewModel {
                ForEach(viewModel.orders, id: \.self) { order in
                    Text(order)
                }
            }
            Button("Reload") { viewModel?.load() }
        }
        .onAppear {
            if viewModel == nil {
                let model = OrdersViewModel(repository: dependencies.orders)
                model.load()
                viewModel = model
            }
        }
    }
}

:mount OrdersScreen()
// expect: OrdersScreen body: no model
// expect: OrdersViewModel init
// expect: live repository read
// expect: OrdersScreen body: 3 orders
:tap "Reload"
// expect: live repository read
:mount OrdersScreen().environment(\.dependencies, Dependencies(orders: MockOrdersRepository()))
// expect: OrdersViewModel deinit
// expect: OrdersScreen body: no model
// expect: OrdersViewModel init
// expect: mock repository read
// expect: OrdersScreen body: 1 orders
