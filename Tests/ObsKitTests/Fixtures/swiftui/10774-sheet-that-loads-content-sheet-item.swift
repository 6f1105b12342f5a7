// Tutorial style (a sheet that loads its content): sheet(item:) presents a receipt whose .task fetches it; swiping the sheet away cancels the fetch, and a Close button with dismiss() closes a loaded one (rules §13.1, §11.1, §11.3, §15.12)
import SwiftUI

struct Order: Identifiable {
    let id: Int
}

struct ReceiptSheet: View {
    let orderID: Int
    @State private var lines: [String] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(lines, id: \.self) { line in
                Text(line)
            }
            .navigationTitle("Order #\(orderID)")
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .task {
            print("fetching receipt \(orderID)")
            do {
                try await Task.sleep(for: .seconds(2))
                lines = ["Coffee  $3", "Bagel  $2"]
                print("receipt \(orderID) ready")
            } catch {
                print("receipt \(orderID) fetch cancelled")
            }
        }
        .onDisappear { print("sheet for order \(orderID) disappeared") }
    }
}

struct OrdersView: View {
    @State private var selectedOrder: Order?

    var body: some View {
        List {
            ForEach([101, 102], id: \.self) { id in
                Button("Order \(id)") { selectedOrder = Order(id: id) }
            }
        }
        .sheet(item: $selectedOrder) { order in
            ReceiptSheet(orderID: order.id)
        }
    }
}

:mount OrdersView()
:tap "Order 101"
// expect: fetching receipt 101
:advance 1s
:dismiss
// expect: sheet for order 101 disappeared
// expect: receipt 101 fetch cancelled
:tap "Order 102"
// expect: fetching receipt 102
:advance 2s
// expect: receipt 102 ready
:tap "Close"
// expect: sheet for order 102 disappeared
