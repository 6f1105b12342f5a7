// Hacking with Swift "100 Days of SwiftUI" style: Cupcake Corner's @Observable Order; a didSet that resets the extras (an equal assignment notifies nobody), bindings made in the body read their property, and the @Bindable address form re-runs per keystroke while the order form does not (rules §8.1, §8.5, §15.6)
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

    var name = ""
    var streetAddress = ""
    var city = ""
    var zip = ""

    var hasValidAddress: Bool {
        !(name.isEmpty || streetAddress.isEmpty || city.isEmpty || zip.isEmpty)
    }

    var cost: Decimal {
        var cost = Decimal(quantity) * 2
        cost += Decimal(type) / 2
        if extraFrosting { cost += Decimal(quantity) }
        if addSprinkles { cost += Decimal(quantity) / 2 }
        return cost
    }
}

struct CheckoutView: View {
    var order: Order

    var body: some View {
        let _ = print("CheckoutView body: total \(order.cost)")
        Text("Your total is \(order.cost)")
    }
}

struct AddressView: View {
    @Bindable var order: Order

    var body: some View {
        let _ = print("AddressView body: valid \(order.hasValidAddress)")
        Form {
            Section {
                TextField("Name", text: $order.name)
                TextField("Street Address", text: $order.streetAddress)
                TextField("City", text: $order.city)
                TextField("Zip", text: $order.zip)
            }
            Section {
                NavigationLink("Check out") {
                    CheckoutView(order: order)
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
    }
}

struct OrderForm: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("OrderForm body: quantity \(order.quantity), special \(order.specialRequestEnabled), frosting \(order.extraFrosting)")
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
                    Toggle("Any special requests?", isOn: $order.specialRequestEnabled)
                    if order.specialRequestEnabled {
                        Toggle("Add extra frosting", isOn: $order.extraFrosting)
                        Toggle("Add extra sprinkles", isOn: $order.addSprinkles)
                    }
                }
                Section {
                    NavigationLink("Delivery details") {
                        AddressView(order: order)
                    }
                }
            }
            .navigationTitle("Cupcake Corner")
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: quantity 3, special false, frosting false
:step "Number of cakes: 3" up
// expect: OrderForm body: quantity 4, special false, frosting false
:toggle "Any special requests?"
// expect: OrderForm body: quantity 4, special true, frosting false
:toggle "Add extra frosting"
// expect: OrderForm body: quantity 4, special true, frosting true
:toggle "Any special requests?"
// expect: OrderForm body: quantity 4, special false, frosting false
:tap "Delivery details"
// expect: AddressView body: valid false
:type "Al" into "Name"
// expect: AddressView body: valid false
// expect: AddressView body: valid false
:type "Elm" into "Street Address"
// expect: AddressView body: valid false
// expect: AddressView body: valid false
// expect: AddressView body: valid false
:type "Rye" into "City"
// expect: AddressView body: valid false
// expect: AddressView body: valid false
// expect: AddressView body: valid false
:type "9" into "Zip"
// expect: AddressView body: valid true
:tap "Check out"
// expect: CheckoutView body: total 8
