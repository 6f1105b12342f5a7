// "Does a computed property on an @Observable class trigger updates?": yes, through the stored properties it reads; each view re-runs only for the properties its body read (SEMANTICS §8 per-property access tracking in body; Apple: migrating-from-the-observable-object-protocol-to-the-observable-macro "tracks only the properties a view reads", computed properties included)
import SwiftUI
import Observation

@Observable
final class Order {
    var lines: [Int] = [3, 4]
    var customer = "Lee"

    var total: Int {
        lines.reduce(0, +)
    }
}

struct TotalView: View {
    let order: Order

    var body: some View {
        let _ = print("total \(order.total)")
        Text("Total: \(order.total)")
    }
}

struct CustomerView: View {
    let order: Order

    var body: some View {
        let _ = print("customer \(order.customer)")
        Text("For \(order.customer)")
    }
}

struct OrderScreen: View {
    @State private var order = Order()

    var body: some View {
        VStack {
            TotalView(order: order)
            CustomerView(order: order)
            Button("Add 5") { order.lines.append(5) }
            Button("Rename") { order.customer = "Max" }
        }
    }
}

:mount OrderScreen()
:tap "Add 5"
:tap "Rename"

// expect: total 7
// expect: customer Lee
// expect: total 12
// expect: customer Max
