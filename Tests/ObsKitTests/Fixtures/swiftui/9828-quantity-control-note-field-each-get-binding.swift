// Child-to-parent through bindings to parts of one @State struct: a quantity control and a note field each get a binding to their own field; the card reads the quantity for its total, so it re-runs for any change of the struct, and a child whose part did not change keeps its body (rules §9.3, §15.1, §3.5, §2.5)
import SwiftUI

struct DonutOrder {
    var quantity = 1
    var note = ""
}

struct QuantityControl: View {
    @Binding var quantity: Int

    var body: some View {
        let _ = print("QuantityControl body: \(quantity)")
        HStack {
            Button("Less") { if quantity > 1 { quantity -= 1 } }
            Text("\(quantity)")
            Button("More") { quantity += 1 }
        }
    }
}

struct NoteField: View {
    @Binding var note: String

    var body: some View {
        let _ = print("NoteField body: '\(note)'")
        TextField("Note", text: $note)
    }
}

struct OrderCard: View {
    @State private var order = DonutOrder()

    var body: some View {
        let _ = print("OrderCard body: total \(order.quantity * 3)")
        VStack {
            Text("Total: $\(order.quantity * 3)")
            QuantityControl(quantity: $order.quantity)
            NoteField(note: $order.note)
        }
    }
}

:mount OrderCard()
// expect: OrderCard body: total 3
// expect: QuantityControl body: 1
// expect: NoteField body: ''
:tap "More"
// expect: OrderCard body: total 6
// expect: QuantityControl body: 2
:type "x" into "Note"
// expect: OrderCard body: total 6
// expect: NoteField body: 'x'
:tap "Less"
// expect: OrderCard body: total 3
// expect: QuantityControl body: 1
:tap "Less"
