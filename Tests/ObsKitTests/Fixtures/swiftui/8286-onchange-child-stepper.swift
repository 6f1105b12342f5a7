// SwiftUI from Apple's documentation: the parent's onChange sees a value its child's Stepper wrote through a @Binding
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "You can use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a
// Binding." oldValue: "The old value that failed the comparison check"; newValue: "The new value that failed the comparison check."
// Apple, Stepper (https://developer.apple.com/documentation/swiftui/stepper): "A control that performs increment and decrement actions."
import SwiftUI

struct QuantityRow: View {
    @Binding var quantity: Int
    var body: some View {
        Stepper("Quantity", value: $quantity, in: 0...10)
    }
}

struct OrderView: View {
    @State private var quantity = 1
    var body: some View {
        Form {
            QuantityRow(quantity: $quantity)
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
        }
    }
}

:mount OrderView()
:step "Quantity" up
:step "Quantity" up
:step "Quantity" down
// expect: quantity 1 -> 2
// expect: quantity 2 -> 3
// expect: quantity 3 -> 2
