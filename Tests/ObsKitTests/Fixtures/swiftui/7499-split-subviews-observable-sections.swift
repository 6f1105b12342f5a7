// SwiftLee-style "Split large views to limit redraws": an order form that reads quantity and notes in one body runs whole for either change; split into two sections, each change runs one section
// What SwiftUI does: a view depends on every @Observable property its body read (rules §8.3), so the single
// form runs with `@dependencies` for a new note as for a new quantity (rules §12.1). After the split each
// section reads one property and runs alone; the form itself reads none and doesn't run. The sections hold
// the order in a `let`: `@self changed.` at first (rules §12.2). `:mount` replaces the first root.
// Sources: rules §8.3, §8.4, §12.1, §12.2.
import SwiftUI
import Observation

@Observable
final class Order {
    var quantity = 1
    var notes = ""
}

struct OrderFormBefore: View {
    @State private var order = Order()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Quantity: \(order.quantity)")
            Button("Add one") { order.quantity += 1 }
            Text("Notes: \(order.notes)")
            Button("No onions") { order.notes = "No onions" }
        }
    }
}

struct QuantitySection: View {
    let order: Order

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Quantity: \(order.quantity)")
            Button("Add one") { order.quantity += 1 }
        }
    }
}

struct NotesSection: View {
    let order: Order

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Notes: \(order.notes)")
            Button("No onions") { order.notes = "No onions" }
        }
    }
}

struct OrderFormAfter: View {
    @State private var order = Order()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            QuantitySection(order: order)
            NotesSection(order: order)
        }
    }
}

:mount OrderFormBefore()
// expect: OrderFormBefore: @self, @identity, _order changed.
:tap "No onions"
// expect: OrderFormBefore: @dependencies changed.
:tap "Add one"
// expect: OrderFormBefore: @dependencies changed.
:mount OrderFormAfter()
// expect: OrderFormAfter: @self, @identity, _order changed.
// expect: QuantitySection: @self changed.
// expect: NotesSection: @self changed.
:tap "No onions"
// expect: NotesSection: @dependencies changed.
:tap "Add one"
// expect: QuantitySection: @dependencies changed.
