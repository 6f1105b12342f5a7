// what's-new style: a Stepper bound through `@Bindable` to an @Observable order, with an `onChange(of:)` side effect writing another property: a changed note re-runs the form a second time in the same turn, an equal one does not; + at the range's top changes nothing (rules §11.1, §8.1, §10.1, §15.10)
import SwiftUI

@Observable
final class Order {
    var quantity = 1
    var note = ""
}

struct OrderForm: View {
    @Bindable var order: Order

    var body: some View {
        let _ = print("OrderForm body: qty \(order.quantity), note '\(order.note)'")
        Form {
            Stepper("Quantity \(order.quantity)", value: $order.quantity, in: 1...3)
            Text(order.note)
        }
        .onChange(of: order.quantity) { oldValue, newValue in
            order.note = newValue == 3 ? "max reached" : ""
            print("quantity \(oldValue) -> \(newValue)")
        }
    }
}

struct OrderScreen: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("OrderScreen body")
        OrderForm(order: order)
    }
}

:mount OrderScreen()
// expect: OrderScreen body
// expect: OrderForm body: qty 1, note ''
:step "Quantity 1" up
// expect: OrderForm body: qty 2, note ''
// expect: quantity 1 -> 2
:step "Quantity 2" up
// expect: OrderForm body: qty 3, note ''
// expect: quantity 2 -> 3
// expect: OrderForm body: qty 3, note 'max reached'
:step "Quantity 3" up
:step "Quantity 3" down
// expect: OrderForm body: qty 2, note 'max reached'
// expect: quantity 3 -> 2
// expect: OrderForm body: qty 2, note ''
