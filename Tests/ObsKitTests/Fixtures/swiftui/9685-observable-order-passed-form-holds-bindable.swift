// Hacking with Swift "Cupcake Corner" style order form: an @Observable Order passed to a form that holds it with @Bindable; Picker, Stepper and Toggles bind to it, a didSet clears the extras when special requests are switched off
import SwiftUI

@Observable
final class Order {
    static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

    var type = 0
    var quantity = 3
    var specialRequestEnabled = false {
        didSet {
            if specialRequestEnabled == false {
                extraFrosting = false
                addSprinkles = false
            }
        }
    }
    var extraFrosting = false
    var addSprinkles = false

    init() { print("Order init") }

    var cost: Int {
        var total = quantity * 2 + type
        if extraFrosting { total += quantity }
        if addSprinkles { total += quantity / 2 }
        return total
    }
}

struct OrderForm: View {
    @Bindable var order: Order

    var body: some View {
        let _ = print("OrderForm body: \(Order.types[order.type]) x\(order.quantity), special=\(order.specialRequestEnabled), $\(order.cost)")
        Form {
            Section {
                Picker("Select your cake type", selection: $order.type) {
                    ForEach(Order.types.indices, id: \.self) { index in
                        Text(Order.types[index])
                    }
                }
                Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
            }
            Section {
                Toggle("Any special requests?", isOn: $order.specialRequestEnabled)
                if order.specialRequestEnabled {
                    Toggle("Add extra frosting", isOn: $order.extraFrosting)
                    Toggle("Add extra sprinkles", isOn: $order.addSprinkles)
                }
            }
        }
        .onChange(of: order.quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
        }
    }
}

struct CupcakeView: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("CupcakeView body")
        NavigationStack {
            OrderForm(order: order)
                .navigationTitle("Cupcake Corner")
        }
    }
}

:mount CupcakeView()
// expect: Order init
// expect: CupcakeView body
// expect: OrderForm body: Vanilla x3, special=false, $6
:pick "Chocolate" in "Select your cake type"
// expect: OrderForm body: Chocolate x3, special=false, $8
:step "Number of cakes: 3" up
// expect: OrderForm body: Chocolate x4, special=false, $10
// expect: quantity 3 -> 4
:toggle "Any special requests?"
// expect: OrderForm body: Chocolate x4, special=true, $10
:toggle "Add extra frosting"
// expect: OrderForm body: Chocolate x4, special=true, $14
:toggle "Any special requests?"
// expect: OrderForm body: Chocolate x4, special=false, $10
