// Computed properties on a view that read an @Observable model: one used in the body (`canCheckout`), one used
// only in button actions (`summary`).
// What SwiftUI does: a computed property is just code; what counts is where it runs. Read from the body, its
// reads of `order.items` are the body's dependencies, so every append runs the body again, even when the
// computed Bool stays true (rules §8.3, §8.4: tracking is per property read, not per result). Read from an
// action, it tracks nothing, so changing the note runs no body (rules §8.3; Apple, "Managing model data in your
// app": https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app). The Checkout button is
// disabled while the order is empty (rules §15.11).
import SwiftUI

@Observable
final class Order {
    var items: [String] = []
    var note = ""
}

struct OrderScreen: View {
    @State private var order = Order()

    private var canCheckout: Bool {
        !order.items.isEmpty
    }

    private var summary: String {
        "\(order.items.count) items, note: \(order.note.isEmpty ? "none" : order.note)"
    }

    var body: some View {
        let _ = print("OrderScreen body, can checkout \(canCheckout)")
        VStack {
            Button("Add coffee") { order.items.append("coffee") }
            Button("Add note") { order.note = "No sugar" }
            Button("Print summary") { print(summary) }
            Button("Checkout") { print("checking out: \(summary)") }
                .disabled(!canCheckout)
        }
    }
}

:mount OrderScreen()
// expect: OrderScreen body, can checkout false
:tap "Add note"
:tap "Print summary"
// expect: 0 items, note: No sugar
:tap "Add coffee"
// expect: OrderScreen body, can checkout true
:tap "Add coffee"
// expect: OrderScreen body, can checkout true
:tap "Checkout"
// expect: checking out: 2 items, note: No sugar
