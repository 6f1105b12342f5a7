// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (a DynamicProperty with a plain let field and a @State field: when the parent re-creates the view, the let field takes the new value while the @State keeps the value stored for this view)
import SwiftUI

struct Amount: DynamicProperty {
    let unit: String
    @State var value = 0

    var text: String { "\(value) \(unit)" }
}

struct Meter: View {
    var amount: Amount

    init(unit: String) {
        amount = Amount(unit: unit)
    }

    var body: some View {
        let _ = print("meter: \(amount.text)")
        Button("Add") { amount.value += 1 }
    }
}

struct Trip: View {
    @State private var metric = true

    var body: some View {
        VStack {
            Button("Switch units") { metric.toggle() }
            Meter(unit: metric ? "km" : "mi")
        }
    }
}

:mount Trip()
:tap "Add"
:tap "Switch units"
:tap "Add"
// expect: meter: 0 km
// expect: meter: 1 km
// expect: meter: 1 mi
// expect: meter: 2 mi
