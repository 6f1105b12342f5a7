// Stack Overflow "my view's state keeps resetting" style, the mistake on purpose: a child given .id(UUID()) in its parent's body gets a new identity at every parent render, so its @State starts over and it disappears and appears again each time, while the same child without the id keeps its state and does not run (rules §1.3, §11.1, §2.7)
import SwiftUI

struct QuantityPicker: View {
    let title: String
    @State private var quantity = 1

    var body: some View {
        let _ = print("\(title) body: \(quantity)")
        Button("\(title) +1") { quantity += 1 }
            .onAppear { print("\(title) appeared") }
            .onDisappear { print("\(title) disappeared") }
    }
}

struct OrderForm: View {
    @State private var notes = 0

    var body: some View {
        let _ = print("OrderForm body: \(notes) notes")
        VStack {
            QuantityPicker(title: "Reset")
                .id(UUID())
            QuantityPicker(title: "Kept")
            Button("Add note") { notes += 1 }
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: 0 notes
// expect: Reset body: 1
// expect: Kept body: 1
// expect: Reset appeared
// expect: Kept appeared
:tap "Reset +1"
// expect: Reset body: 2
:tap "Kept +1"
// expect: Kept body: 2
:tap "Add note"
// expect: OrderForm body: 1 notes
// expect: Reset body: 1
// expect: Reset disappeared
// expect: Reset appeared
