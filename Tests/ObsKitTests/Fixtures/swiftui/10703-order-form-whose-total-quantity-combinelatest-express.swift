// combine style: an order form whose total is `$quantity.combineLatest($express).map { ... }.assign(to: &$total)`; a Stepper and a Toggle bound to the model each change one input, the combined total is recomputed from the new values, and each change runs the body once (rules §6.3, §10.1)
import SwiftUI
import Combine

final class OrderModel: ObservableObject {
    @Published var quantity = 1
    @Published var express = false
    @Published private(set) var total = 0

    init() {
        $quantity
            .combineLatest($express)
            .map { quantity, express in quantity * 5 + (express ? 10 : 0) }
            .assign(to: &$total)
    }
}

struct OrderForm: View {
    @StateObject private var order = OrderModel()

    var body: some View {
        let _ = print("OrderForm body: qty=\(order.quantity) express=\(order.express) total=\(order.total)")
        Form {
            Stepper("Quantity", value: $order.quantity, in: 1...5)
            Toggle("Express", isOn: $order.express)
            Text("Total: $\(order.total)")
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: qty=1 express=false total=5
:step "Quantity" up
// expect: OrderForm body: qty=2 express=false total=10
:toggle "Express"
// expect: OrderForm body: qty=2 express=true total=20
:step "Quantity" down
// expect: OrderForm body: qty=1 express=true total=15
