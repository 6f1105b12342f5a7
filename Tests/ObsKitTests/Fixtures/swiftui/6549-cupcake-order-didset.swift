// Hacking with Swift "100 Days of SwiftUI" style (Cupcake Corner): an @Observable Order with a didSet that clears the extras when special requests are turned off; Toggles and a Stepper bound with $order.
// A stored property of an @Observable class keeps its didSet, which runs inside the macro's setter (Apple
// `observable()`; rules §15.6). Turning special requests off clears extraFrosting (a change: it notifies) and
// addSprinkles (already false: an equal `=` notifies nobody, rules §8.1); all writes of one action give one body
// (rules §10.1). The body reads specialRequestEnabled, extraFrosting and quantity; the extra toggles exist only
// while the `if` holds (rules §1.1).
import SwiftUI

@Observable
class Order {
    static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

    var type = 0
    var quantity = 3

    var specialRequestEnabled = false {
        didSet {
            print("specialRequestEnabled didSet \(specialRequestEnabled)")
            if specialRequestEnabled == false {
                extraFrosting = false
                addSprinkles = false
            }
        }
    }
    var extraFrosting = false
    var addSprinkles = false
}

struct CupcakeOrderView: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("body: special \(order.specialRequestEnabled), frosting \(order.extraFrosting), \(order.quantity) cakes")
        NavigationStack {
            Form {
                Section {
                    Picker("Select your cake type", selection: $order.type) {
                        ForEach(Order.types.indices, id: \.self) {
                            Text(Order.types[$0])
                        }
                    }
                    Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
                }
                Section {
                    Toggle("Any special requests?", isOn: $order.specialRequestEnabled.animation())
                    if order.specialRequestEnabled {
                        Toggle("Add extra frosting", isOn: $order.extraFrosting)
                        Toggle("Add extra sprinkles", isOn: $order.addSprinkles)
                    }
                }
                Section {
                    NavigationLink("Delivery details") {
                        Text("Address form")
                    }
                }
            }
            .navigationTitle("Cupcake Corner")
        }
    }
}

:mount CupcakeOrderView()
// expect: body: special false, frosting false, 3 cakes
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet true
// expect: body: special true, frosting false, 3 cakes
:toggle "Add extra frosting"
// expect: body: special true, frosting true, 3 cakes
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet false
// expect: body: special false, frosting false, 3 cakes
:step "Number of cakes: 3" up
// expect: body: special false, frosting false, 4 cakes
:toggle "Any special requests?"
// expect: specialRequestEnabled didSet true
// expect: body: special true, frosting false, 4 cakes
