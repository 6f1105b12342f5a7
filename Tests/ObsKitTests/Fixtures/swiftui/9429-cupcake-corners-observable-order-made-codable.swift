// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/adding-codable-conformance-to-an-observable-class (Cupcake Corner's @Observable Order made Codable with CodingKeys that name the macro's underscored storage, a didSet that clears the extras, a Decimal cost, and the JSON the checkout button encodes)
// @Observable rewrites each stored property into a computed one backed by `_name` storage, so synthesized Codable
// would use the underscored names; the tutorial's CodingKeys map `_type` to "type" and so on, and the observation
// registrar, left out of the keys, keeps its default. A didSet on an @Observable property still runs on each
// assignment, including one made through a Toggle's binding (the macro moves the observer into the new setter).
// JSONEncoder with `.sortedKeys` writes the keys in order, so the printed JSON is stable (Apple:
// JSONEncoder.OutputFormatting.sortedKeys). The cost follows the tutorial: $2 per cake, more for complicated cakes,
// $1 per cake for extra frosting, $0.50 per cake for sprinkles.
// - Pick Chocolate, add a cake, turn on special requests and extra frosting, place the order: JSON and $13.00.
// - Turn special requests off (didSet clears the frosting), place again: $9.00; decode the JSON back.
import SwiftUI
import Foundation

@Observable
class Order: Codable {
    enum CodingKeys: String, CodingKey {
        case _type = "type"
        case _quantity = "quantity"
        case _specialRequestEnabled = "specialRequestEnabled"
        case _extraFrosting = "extraFrosting"
        case _addSprinkles = "addSprinkles"
        case _name = "name"
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

    var name = "Taylor"

    var cost: Decimal {
        var cost = Decimal(quantity) * 2
        cost += Decimal(type) / 2

        if extraFrosting {
            cost += Decimal(quantity)
        }

        if addSprinkles {
            cost += Decimal(quantity) / 2
        }

        return cost
    }
}

struct OrderForm: View {
    @State private var order = Order()

    var body: some View {
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
                Button("Place Order") {
                    placeOrder()
                }
            }
        }
    }

    func placeOrder() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let encoded = try? encoder.encode(order) else {
            print("Failed to encode order")
            return
        }
        print(String(decoding: encoded, as: UTF8.self))
        print("cost: \(order.cost.formatted(.currency(code: "USD")))")

        if let decoded = try? JSONDecoder().decode(Order.self, from: encoded) {
            print("decoded: \(decoded.quantity) x \(Order.types[decoded.type]) for \(decoded.name), frosting \(decoded.extraFrosting)")
        }
    }
}

:mount OrderForm()
:pick "Chocolate" in "Select your cake type"
:step "Number of cakes: 3" up
:toggle "Any special requests?"
:toggle "Add extra frosting"
:tap "Place Order"
// expect: {"addSprinkles":false,"extraFrosting":true,"name":"Taylor","quantity":4,"specialRequestEnabled":true,"type":2}
// expect: cost: $13.00
// expect: decoded: 4 x Chocolate for Taylor, frosting true
:toggle "Any special requests?"
:tap "Place Order"
// expect: {"addSprinkles":false,"extraFrosting":false,"name":"Taylor","quantity":4,"specialRequestEnabled":false,"type":2}
// expect: cost: $9.00
// expect: decoded: 4 x Chocolate for Taylor, frosting false
