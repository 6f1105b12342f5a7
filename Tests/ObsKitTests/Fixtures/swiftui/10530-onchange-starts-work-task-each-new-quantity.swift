// async-in-views style: onChange(of:) starts work in a Task { } for each new quantity; each quote arrives a second later and re-runs the body (rules §11, §10.1)
import SwiftUI

func priceQuote(for quantity: Int) async -> Int {
    try? await Task.sleep(for: .seconds(1))
    return quantity * 2
}

struct OrderForm: View {
    @State private var quantity = 1
    @State private var price = 2

    var body: some View {
        let _ = print("OrderForm body: quantity=\(quantity) price=\(price)")
        Form {
            Stepper("Quantity", value: $quantity, in: 1...10)
            Text("Quantity \(quantity), price \(price)")
        }
        .onChange(of: quantity) { _, newValue in
            Task {
                let quote = await priceQuote(for: newValue)
                print("quote for \(newValue): \(quote)")
                price = quote
            }
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: quantity=1 price=2
:step "Quantity" up
// expect: OrderForm body: quantity=2 price=2
:advance 500ms
:step "Quantity" up
// expect: OrderForm body: quantity=3 price=2
:advance 1s
// expect: quote for 2: 4
// expect: OrderForm body: quantity=3 price=4
// expect: quote for 3: 6
// expect: OrderForm body: quantity=3 price=6
