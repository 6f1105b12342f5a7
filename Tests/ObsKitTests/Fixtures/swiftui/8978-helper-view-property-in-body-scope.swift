// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (Observation tracks any observable property read in the execution scope of body: a helper property that body calls reads order.status, so the view updates when status changes, but not when notes, read by nothing, changes)
import SwiftUI
import Observation

@Observable
final class Order {
    var status = "Placed"
    var notes = ""
}

struct OrderView: View {
    @Environment(Order.self) private var order

    private var statusRow: some View {
        Text("Status: \(order.status)")
    }

    var body: some View {
        let _ = print("order view")
        VStack {
            statusRow
            Button("Ship") { order.status = "Shipped" }
            Button("Add note") { order.notes += "fragile " }
        }
    }
}

struct OrderRoot: View {
    @State private var order = Order()

    var body: some View {
        OrderView().environment(order)
    }
}

:mount OrderRoot()
:tap "Add note"
:tap "Ship"
// expect: order view
// expect: order view
