// Apple docs `Observable()` (computed properties, "Managing model data in your app"): a view that reads a computed property depends on the stored properties it reads.
// Observation tracks the stored properties a body read, including those read inside a computed property's getter
// (rules §8.1, §8.3). The total line read `quantity` and `unitPrice` through `total`, so either change runs it; the note
// line read only `note`. An equal assignment (`unitPrice = 2` twice) notifies nobody (rules §8.1). The form itself read
// no property of the order, so it never runs again.
import SwiftUI

@Observable final class Order {
    var quantity = 1
    var unitPrice = 3
    var note = ""

    var total: Int { quantity * unitPrice }
}

struct TotalLine: View {
    let order: Order

    var body: some View {
        let _ = print("total line: \(order.total)")
        Text("Total \(order.total)")
    }
}

struct NoteLine: View {
    let order: Order

    var body: some View {
        let _ = print("note line: '\(order.note)'")
        Text(order.note)
    }
}

struct OrderForm: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("form body")
        VStack {
            TotalLine(order: order)
            NoteLine(order: order)
            Button("One more") { order.quantity += 1 }
            Button("Discount") { order.unitPrice = 2 }
            Button("Add note") { order.note = "gift" }
        }
    }
}

:mount OrderForm()
// expect: form body
// expect: total line: 3
// expect: note line: ''
:tap "One more"
// expect: total line: 6
:tap "Discount"
// expect: total line: 4
:tap "Discount"
:tap "Add note"
// expect: note line: 'gift'
