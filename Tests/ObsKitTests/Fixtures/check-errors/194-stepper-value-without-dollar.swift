// Check error: Stepper given the @State Int itself instead of its binding ($quantity)
import SwiftUI

struct OrderView: View {
    @State private var quantity = 1

    var body: some View {
        Stepper("Quantity: \(quantity)", value: quantity, in: 1...10)
    }
}
// expect-error: cannot convert value 'quantity' of type 'Int' to expected type 'Binding<Int>', use wrapper instead
