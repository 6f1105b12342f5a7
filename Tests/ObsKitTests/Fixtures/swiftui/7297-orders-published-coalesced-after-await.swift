// Orders: an `ObservableObject` view model that sets three `@Published` properties together when its request returns,
// with a row view per order, own code; a Reload button loads again.
// What SwiftUI does: every `@Published` set sends `objectWillChange` (no equality check, rules §6.3), but the sends
// of one turn make one body run (rules §10.1). At first load the new rows' bodies run after the parent's (rules
// §1.2, §2.8). On reload the rows get equal values and don't run (rules §2.7), even though the equal array was
// published again and the parent ran.
// Sources: rules §1.2, §2.7, §2.8, §6.3, §10.1; https://developer.apple.com/documentation/combine/published
import SwiftUI

@MainActor
final class OrdersViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var orders: [String] = []
    @Published var lastUpdated = "never"

    func load() async {
        isLoading = true
        print("orders: fetching")
        try? await Task.sleep(for: .seconds(1))
        orders = ["#1001 Latte", "#1002 Bagel"]
        lastUpdated = "09:41"
        isLoading = false
        print("orders: three properties set")
    }
}

struct OrderRow: View {
    let order: String

    var body: some View {
        let _ = print("OrderRow body: \(order)")
        Text(order)
    }
}

struct OrdersView: View {
    @StateObject private var viewModel = OrdersViewModel()

    var body: some View {
        let _ = print("OrdersView body: loading \(viewModel.isLoading), \(viewModel.orders.count) orders, updated \(viewModel.lastUpdated)")
        List {
            ForEach(viewModel.orders, id: \.self) { order in
                OrderRow(order: order)
            }
            Button("Reload") {
                Task { await viewModel.load() }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount OrdersView()
// expect: OrdersView body: loading false, 0 orders, updated never
// expect: orders: fetching
// expect: OrdersView body: loading true, 0 orders, updated never
:advance 1s
// expect: orders: three properties set
// expect: OrdersView body: loading false, 2 orders, updated 09:41
// expect: OrderRow body: #1001 Latte
// expect: OrderRow body: #1002 Bagel
:tap "Reload"
// expect: orders: fetching
// expect: OrdersView body: loading true, 2 orders, updated 09:41
:advance 1s
// expect: orders: three properties set
// expect: OrdersView body: loading false, 2 orders, updated 09:41
