// A computed `total` on an @Observable order: a view reading only `total` re-runs when the stored properties behind it change, and not for an unrelated property; expected output by the SwiftUI rules (rules §8 the macro tracks stored-property getters, so a computed property is tracked through what it reads; Button actions untracked)
import SwiftUI

@Observable
final class CafeOrder {
    var teas = 0
    var cakes = 0
    var note = ""

    var total: Int {
        teas * 3 + cakes * 4
    }
}

struct TotalLine: View {
    let order: CafeOrder

    var body: some View {
        let _ = print("TotalLine body: $\(order.total)")
        Text("Total: $\(order.total)")
    }
}

struct NoteLine: View {
    let order: CafeOrder

    var body: some View {
        let _ = print("NoteLine body: '\(order.note)'")
        Text(order.note.isEmpty ? "No note" : order.note)
    }
}

struct OrderScreen: View {
    @State private var order = CafeOrder()

    var body: some View {
        let _ = print("OrderScreen body")
        VStack {
            TotalLine(order: order)
            NoteLine(order: order)
            Button("Add tea") { order.teas += 1 }
            Button("Add cake") { order.cakes += 1 }
            Button("Add note") { order.note = "No sugar" }
        }
    }
}

:mount OrderScreen()
:tap "Add tea"
:tap "Add cake"
:tap "Add note"

// expect: OrderScreen body
// expect: TotalLine body: $0
// expect: NoteLine body: ''
// expect: TotalLine body: $3
// expect: TotalLine body: $7
// expect: NoteLine body: 'No sugar'
