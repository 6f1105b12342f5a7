// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a reusable QuantityControl child takes a @Binding to the parent's @State quantity; its buttons write through the binding, and the parent's body, which reads the value, runs again)
import SwiftUI

struct QuantityControl: View {
    @Binding var quantity: Int
    let range: ClosedRange<Int>

    var body: some View {
        HStack {
            Button("Less") { if quantity > range.lowerBound { quantity -= 1 } }
            Text("\(quantity)")
            Button("More") { if quantity < range.upperBound { quantity += 1 } }
        }
    }
}

struct OrderView: View {
    @State private var quantity = 1
    private let unitPrice = 4

    var body: some View {
        let _ = print("total: $\(quantity * unitPrice)")
        VStack {
            QuantityControl(quantity: $quantity, range: 1...3)
            Text("Total $\(quantity * unitPrice)")
        }
    }
}

:mount OrderView()
:tap "More"
:tap "More"
:tap "More"
:tap "Less"
// expect: total: $4
// expect: total: $8
// expect: total: $12
// expect: total: $8
