// Apple sample style (Food Truck-like order board, own code): a segmented Picker filter and a sort Toggle.
// The Picker writes its selection binding with the chosen option's `.tag` (rules §15.5, §15.18); the body reads
// both @State values and runs once per change (rules §3.5). `onChange(of:)` gets the old and the new filter after
// that body (Apple `view/onchange(of:initial:_:)`, rules §10.3). Choosing the option already selected changes nothing.
import SwiftUI

enum OrderStatus {
    case ready, preparing
}

enum OrderFilter: Hashable {
    case all, ready, preparing
}

struct TruckOrder: Identifiable {
    let id: Int
    let status: OrderStatus
}

struct OrderBoard: View {
    @State private var filter = OrderFilter.all
    @State private var newestFirst = false
    private let orders = [
        TruckOrder(id: 101, status: .ready),
        TruckOrder(id: 102, status: .preparing),
        TruckOrder(id: 103, status: .ready),
    ]

    private var visibleOrders: [TruckOrder] {
        let matching = orders.filter { order in
            switch filter {
            case .all: return true
            case .ready: return order.status == .ready
            case .preparing: return order.status == .preparing
            }
        }
        return newestFirst ? matching.reversed() : matching
    }

    var body: some View {
        let _ = print("OrderBoard body: \(visibleOrders.map(\.id))")
        VStack {
            Picker("Status", selection: $filter) {
                Text("All").tag(OrderFilter.all)
                Text("Ready").tag(OrderFilter.ready)
                Text("Preparing").tag(OrderFilter.preparing)
            }
            .pickerStyle(.segmented)
            Toggle("Newest first", isOn: $newestFirst)
            List(visibleOrders) { order in
                Text("Order \(order.id)")
            }
        }
        .onChange(of: filter) { oldFilter, newFilter in
            print("filter \(oldFilter) -> \(newFilter)")
        }
    }
}

:mount OrderBoard()
// expect: OrderBoard body: [101, 102, 103]
:pick "Ready" in "Status"
// expect: OrderBoard body: [101, 103]
// expect: filter all -> ready
:toggle "Newest first"
// expect: OrderBoard body: [103, 101]
:pick "Ready" in "Status"
:pick "Preparing" in "Status"
// expect: OrderBoard body: [102]
// expect: filter ready -> preparing
:pick "All" in "Status"
// expect: OrderBoard body: [103, 102, 101]
// expect: filter preparing -> all
