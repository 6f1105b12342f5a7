// SwiftUI from Apple's documentation: ForEach($cart) { $line in Stepper(value: $line.quantity) } edits each element in place
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): "A structure that computes views on demand
// from an underlying collection of identified data." Binding subscript(dynamicMember:): "The returned value is read
// from, and written to, the original binding." Stepper: "increment or decrement a binding to a value".
import SwiftUI

struct CartLine: Identifiable {
    let id = UUID()
    var product: String
    var quantity = 1
}

struct CartView: View {
    @State private var lines = [CartLine(product: "Apples"), CartLine(product: "Pears")]
    var total: Int { lines.reduce(0) { $0 + $1.quantity } }
    var body: some View {
        Form {
            ForEach($lines) { $line in
                Stepper(line.product, value: $line.quantity, in: 0...9)
            }
            Button("Checkout") {
                print(lines.map { "\($0.product) x\($0.quantity)" }.joined(separator: ", ") + " = \(total)")
            }
        }
    }
}

:mount CartView()
:step "Pears" up 2
:step "Apples" down
:tap "Checkout"
// expect: Apples x0, Pears x3 = 3
