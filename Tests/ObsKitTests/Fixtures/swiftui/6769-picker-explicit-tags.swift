// Follows Apple's `Picker` page (https://developer.apple.com/documentation/swiftui/picker): a picker bound to an
// enum selection, its options tagged with `.tag(_:)` ("the picker ... uses the tags to ... identify the selected
// option"). Own code: choosing a shipping speed, with a cost line below.
// - Choosing an option writes its tag into the selection (Apple `picker`; rules §15.18); the body reads the
//   selection, so it runs (rules §3.5). Choosing the option already selected writes an equal value: nothing runs
//   (rules §3.4).
// - ShippingCost holds only an enum, plain data: built again at each parent body (its init prints, rules §2.6),
//   its body runs only when the bytes differ (rules §2.1, §2.7), after the parent's (rules §2.8).
import SwiftUI

enum Shipping: String, CaseIterable {
    case standard, express, overnight
}

struct CheckoutShipping: View {
    @State private var shipping: Shipping = .standard

    var body: some View {
        let _ = print("CheckoutShipping body: \(shipping.rawValue)")
        Form {
            Picker("Shipping", selection: $shipping) {
                Text("Standard").tag(Shipping.standard)
                Text("Express").tag(Shipping.express)
                Text("Overnight").tag(Shipping.overnight)
            }
            ShippingCost(option: shipping)
        }
    }
}

struct ShippingCost: View {
    let option: Shipping

    init(option: Shipping) {
        self.option = option
        print("ShippingCost init: \(option.rawValue)")
    }

    var cost: String {
        switch option {
        case .standard: "Free"
        case .express: "$9.99"
        case .overnight: "$24.99"
        }
    }

    var body: some View {
        let _ = print("ShippingCost body: \(cost)")
        LabeledContent("Cost", value: cost)
    }
}

:mount CheckoutShipping()
// expect: CheckoutShipping body: standard
// expect: ShippingCost init: standard
// expect: ShippingCost body: Free
:pick "Express" in "Shipping"
// expect: CheckoutShipping body: express
// expect: ShippingCost init: express
// expect: ShippingCost body: $9.99
:pick "Express" in "Shipping"
:pick "Overnight" in "Shipping"
// expect: CheckoutShipping body: overnight
// expect: ShippingCost init: overnight
// expect: ShippingCost body: $24.99
