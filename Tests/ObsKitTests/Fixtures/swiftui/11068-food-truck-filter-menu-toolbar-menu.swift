// Apple sample style (Food Truck filter menu): a toolbar Menu holding a Picker over an enum filter and a destructive button; the store's computed list follows the filter (rules §15.9, §15.4, §15.5, §8.3)
import SwiftUI

enum OrderFilter: String, CaseIterable, Identifiable {
    case all = "All", ready = "Ready", waiting = "Waiting"
    var id: Self { self }
}

struct Order: Identifiable {
    let id: Int
    var ready: Bool
}

@Observable
final class OrderBook {
    var orders = [Order(id: 1, ready: true), Order(id: 2, ready: false), Order(id: 3, ready: true)]
    var filter: OrderFilter = .all
    init() { print("OrderBook init") }
    var visible: [Order] {
        switch filter {
        case .all: orders
        case .ready: orders.filter(\.ready)
        case .waiting: orders.filter { !$0.ready }
        }
    }
}

struct OrdersView: View {
    @Environment(OrderBook.self) private var book
    var body: some View {
        @Bindable var book = book
        let _ = print("OrdersView body \(book.filter.rawValue) \(book.visible.map(\.id))")
        List(book.visible) { order in
            Text("Order #\(order.id)")
        }
        .toolbar {
            Menu("Options") {
                Picker("Filter", selection: $book.filter) {
                    ForEach(OrderFilter.allCases) { Text($0.rawValue) }
                }
                Button("Clear Ready", role: .destructive) {
                    book.orders.removeAll(where: \.ready)
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var book = OrderBook()
    var body: some View {
        NavigationStack {
            OrdersView()
                .navigationTitle("Orders")
        }
        .environment(book)
    }
}

:mount ContentView()
// expect: OrderBook init
// expect: OrdersView body All [1, 2, 3]
:tap "Options"
:pick "Waiting" in "Filter"
// expect: OrdersView body Waiting [2]
:tap "Options"
:tap "Clear Ready"
// expect: OrdersView body Waiting [2]
:tap "Options"
:pick "All" in "Filter"
// expect: OrdersView body All [2]
