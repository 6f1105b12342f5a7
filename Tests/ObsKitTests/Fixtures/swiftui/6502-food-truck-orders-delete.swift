// Apple sample style (Food Truck-like orders list, own code): swipe to delete and drag to reorder.
// A swipe calls `onDelete` with the offsets of the rows in the ForEach's data; a drag calls `onMove` with the
// source offsets and the destination as an offset before the move (rules §15.2, Apple
// `dynamicviewcontent/ondelete(perform:)`, `dynamicviewcontent/onmove(perform:)`). The actions change the
// @Observable store, and the list's body, which read `orders`, runs again (rules §8.1, §8.3).
import SwiftUI

struct DonutOrder: Identifiable {
    let id: Int
    var donuts: Int
}

@Observable
final class TruckModel {
    var orders = [
        DonutOrder(id: 1, donuts: 4),
        DonutOrder(id: 2, donuts: 6),
        DonutOrder(id: 3, donuts: 12),
    ]
}

struct OrdersView: View {
    @Environment(TruckModel.self) private var model

    var body: some View {
        let _ = print("OrdersView body: \(model.orders.map(\.id))")
        NavigationStack {
            List {
                ForEach(model.orders) { order in
                    Text("Order #\(order.id): \(order.donuts) donuts")
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    model.orders.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    model.orders.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Orders")
        }
    }
}

struct TruckRoot: View {
    @State private var model = TruckModel()

    var body: some View {
        OrdersView()
            .environment(model)
    }
}

:mount TruckRoot()
// expect: OrdersView body: [1, 2, 3]
:delete "Order #2: 6 donuts"
// expect: onDelete [1]
// expect: OrdersView body: [1, 3]
:move "Order #3: 12 donuts" to 0
// expect: onMove [1] to 0
// expect: OrdersView body: [3, 1]
:move "Order #3: 12 donuts" to 1
// expect: onMove [0] to 2
// expect: OrdersView body: [1, 3]
:delete "Order #1: 4 donuts"
// expect: onDelete [0]
// expect: OrdersView body: [3]
