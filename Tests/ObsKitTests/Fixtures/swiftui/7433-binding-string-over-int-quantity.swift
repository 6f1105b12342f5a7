// Stack Overflow answer style: a `Binding<String>` over an `Int`, made with `Binding(get:set:)`, for a quantity field
// What SwiftUI does: the TextField edits a String binding whose getter formats `quantity` and whose setter parses the
// text back (Apple `binding/init(get:set:)`). A keystroke calls the setter outside any body (rules §9.1); a parsed
// number that differs is stored and re-runs the view that read `quantity` (rules §3.4, §3.5). Text that does not
// parse keeps the old number: the write is equal, so nothing runs (rules §3.4). `PriceTag` gets the same get/set
// binding; made in the parent's body, it differs at every parent render, so the child runs each time (rules §2.5).
// Sources: rules §2.5, §3.4, §3.5, §9.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

struct PriceTag: View {
    @Binding var amount: String

    var body: some View {
        let _ = print("PriceTag body: x\(amount)")
        Text("x\(amount)")
    }
}

struct OrderLine: View {
    @State private var quantity = 1
    private let unitPrice = 3

    var body: some View {
        let _ = print("OrderLine body: \(quantity) for \(quantity * unitPrice)")
        let quantityText = Binding<String>(
            get: { String(quantity) },
            set: { text in
                print("set '\(text)'")
                quantity = Int(text) ?? quantity
            }
        )
        VStack {
            TextField("Quantity", text: quantityText)
            PriceTag(amount: quantityText)
        }
    }
}

:mount OrderLine()
// expect: OrderLine body: 1 for 3
// expect: PriceTag body: x1
:type "2" into "Quantity"
// expect: set '12'
// expect: OrderLine body: 12 for 36
// expect: PriceTag body: x12
:type "x" into "Quantity"
// expect: set '12x'
