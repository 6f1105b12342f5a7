// Style: Stack Overflow question. Forum question: "I set @State from an init parameter, but when the parent passes a new value the view keeps the old one."
// SwiftUI: @State storage is made once, at install; `_quantity = State(initialValue:)` with a new argument is ignored (rules §3.2; Apple `state`).
// The child's body still runs, because @State compares its initial value and that changed (rules §2.5, §2.7, §12.1: `@self`);
// `.id(suggested)` gives a new identity, so state starts over from the current initial value (rules §1.3, §12.2).
import SwiftUI

struct QuantityEditor: View {
    @State private var quantity: Int

    init(start: Int) {
        _quantity = State(initialValue: start)
    }

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("Stale quantity \(quantity)")
            Button("Report stale") { print("stale editor holds \(quantity)") }
        }
    }
}

struct ResettingEditor: View {
    @State private var quantity: Int

    init(start: Int) {
        _quantity = State(initialValue: start)
    }

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("Reset quantity \(quantity)")
            Button("Report reset") { print("reset editor holds \(quantity)") }
        }
    }
}

struct OrderScreen: View {
    @State private var suggested = 1

    var body: some View {
        VStack {
            Button("Suggest more") { suggested += 1 }
            QuantityEditor(start: suggested)
            ResettingEditor(start: suggested)
                .id(suggested)
        }
    }
}

:mount OrderScreen()
// expect: QuantityEditor: @self, @identity, _quantity changed.
// expect: ResettingEditor: @self, @identity, _quantity changed.
:tap "Suggest more"
// expect: QuantityEditor: @self changed.
// expect: ResettingEditor: @self, @identity, _quantity changed.
:tap "Report stale"
// expect: stale editor holds 1
:tap "Report reset"
// expect: reset editor holds 2
