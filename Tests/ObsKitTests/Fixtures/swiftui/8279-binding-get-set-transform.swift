// SwiftUI from Apple's documentation: a Stepper bound to a transforming Binding(get:set:) stores cents, edits dollars
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp):
// "Creates a binding with closures that read and write the binding value."
// Apple, Stepper.init(_:value:step:onEditingChanged:) (https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)):
// "Creates a stepper ... configured to increment and decrement a binding to a value and step amount you provide."
import SwiftUI

struct PriceEditor: View {
    @State private var cents = 250
    var body: some View {
        let dollars = Binding<Int>(
            get: { cents / 100 },
            set: { cents = $0 * 100 + cents % 100 }
        )
        Form {
            Stepper("Dollars", value: dollars)
            Button("Price") { print("cents=\(cents)") }
        }
    }
}

:mount PriceEditor()
:step "Dollars" up
:tap "Price"
:step "Dollars" down 2
:tap "Price"
// expect: cents=350
// expect: cents=150
