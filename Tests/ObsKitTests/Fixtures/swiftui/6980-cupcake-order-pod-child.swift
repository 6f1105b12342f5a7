// Cupcake order: an order form with a Stepper and Toggles on one @State struct, and a price summary child that gets
// only the computed price, in the style of the "Develop in Swift" forms; own code.
// What SwiftUI does: every control writes into the @State order, which the form's body read, so each change runs the
// form (rules §3.4). The summary is plain data (a Double): SwiftUI compares it by its bytes and runs its body only
// when the price differs (rules §2.1, §2.7). Gift wrap is free, so toggling it runs the form but not the summary;
// sprinkles and boxes change the price and run both, the form first (rules §2.8).
// Sources: rules §2.1, §2.7, §2.8, §3.4; Apple https://developer.apple.com/documentation/swiftui/stepper and
// https://developer.apple.com/documentation/swiftui/labeledcontent
import SwiftUI

struct CupcakeOrder {
    var boxes = 2
    var addSprinkles = false
    var giftWrap = false

    var price: Double {
        Double(boxes) * 4.0 + (addSprinkles ? Double(boxes) * 0.5 : 0)
    }
}

struct PriceSummary: View {
    let price: Double

    var body: some View {
        let _ = print("PriceSummary body: \(String(format: "$%.2f", price))")
        LabeledContent("Total", value: price, format: .currency(code: "USD"))
    }
}

struct OrderFormView: View {
    @State private var order = CupcakeOrder()

    var body: some View {
        let _ = print("OrderFormView body: \(order.boxes) boxes, sprinkles \(order.addSprinkles), gift wrap \(order.giftWrap)")
        Form {
            Section {
                Stepper("Boxes: \(order.boxes)", value: $order.boxes, in: 1...10)
            }
            Section {
                Toggle("Add sprinkles", isOn: $order.addSprinkles)
                Toggle("Gift wrap", isOn: $order.giftWrap)
            }
            Section {
                PriceSummary(price: order.price)
            }
        }
    }
}

:mount OrderFormView()
// expect: OrderFormView body: 2 boxes, sprinkles false, gift wrap false
// expect: PriceSummary body: $8.00
:toggle "Gift wrap"
// expect: OrderFormView body: 2 boxes, sprinkles false, gift wrap true
:toggle "Add sprinkles"
// expect: OrderFormView body: 2 boxes, sprinkles true, gift wrap true
// expect: PriceSummary body: $9.00
:step "Boxes: 2" up
// expect: OrderFormView body: 3 boxes, sprinkles true, gift wrap true
// expect: PriceSummary body: $13.50
