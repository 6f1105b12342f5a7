// Hacking with Swift 100 Days, Cupcake Corner: an @Observable Order class that is Codable through CodingKeys naming the macro's underscored storage, a didSet that clears the extras when special requests are turned off, a Form with Picker/Stepper/Toggles, a NavigationLink to an address form with @Bindable and a disabled Check out (Apple: Observable(), Bindable, Toggle, NavigationLink init(_:destination:); SEMANTICS §8, §9 $obj.prop writes the object)
import SwiftUI

@Observable
class Order: Codable {
    enum CodingKeys: String, CodingKey {
        case _type = "type"
        case _quantity = "quantity"
        case _specialRequestEnabled = "specialRequestEnabled"
        case _extraFrosting = "extraFrosting"
        case _addSprinkles = "addSprinkles"
        case _name = "name"
        case _city = "city"
    }

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
    var city = ""

    var hasValidAddress: Bool {
        !(name.trimmingCharacters(in: .whitespaces).isEmpty || city.trimmingCharacters(in: .whitespaces).isEmpty)
    }

    var cost: Double {
        var cost = Double(quantity) * 2
        cost += Double(type) / 2
        if extraFrosting { cost += Double(quantity) }
        if addSprinkles { cost += Double(quantity) / 2 }
        return cost
    }
}

struct AddressView: View {
    @Bindable var order: Order

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $order.name)
                TextField("City", text: $order.city)
            }
            Section {
                Button("Check out") {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    if let data = try? encoder.encode(order) {
                        print(String(decoding: data, as: UTF8.self))
                    }
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct CupcakeOrderView: View {
    @State private var order = Order()

    var body: some View {
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
                    Button("Summary") {
                        print("\(Order.types[order.type]) x\(order.quantity), frosting \(order.extraFrosting), sprinkles \(order.addSprinkles), cost \(String(format: "%.2f", order.cost))")
                    }
                    NavigationLink("Delivery details") {
                        AddressView(order: order)
                    }
                }
            }
            .navigationTitle("Cupcake Corner")
        }
    }
}

:mount CupcakeOrderView()
:pick "Chocolate" in "Select your cake type"
:step "Number of cakes: 3" up
:toggle "Any special requests?"
:toggle "Add extra frosting"
:tap "Summary"
:toggle "Any special requests?"
:tap "Summary"
:toggle "Any special requests?"
:toggle "Add extra sprinkles"
:tap "Summary"
:tap "Delivery details"
:type "Ana" into "Name"
:type "Porto" into "City"
:tap "Check out"

// expect: Chocolate x4, frosting true, sprinkles false, cost 13.00
// expect: Chocolate x4, frosting false, sprinkles false, cost 9.00
// expect: Chocolate x4, frosting false, sprinkles true, cost 11.00
// expect: {"addSprinkles":true,"city":"Porto","extraFrosting":false,"name":"Ana","quantity":4,"specialRequestEnabled":true,"type":2}
