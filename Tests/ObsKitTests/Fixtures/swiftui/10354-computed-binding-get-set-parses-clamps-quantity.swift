// forms and editing style: a computed Binding(get:set:) that parses and clamps a quantity typed as text; it writes the real @State, so the form runs on a change, but the child field given the binding runs at every body of the form, even for an unrelated note, because a Binding(get:set:) never compares equal (rules §2.5, §9.1, §3.4)
import SwiftUI

struct QuantityField: View {
    let title: String
    @Binding var text: String

    var body: some View {
        let _ = print("QuantityField body: \(text)")
        TextField(title, text: $text)
    }
}

struct OrderForm: View {
    @State private var quantity = 1
    @State private var note = ""

    private var quantityText: Binding<String> {
        Binding(
            get: { String(quantity) },
            set: { newValue in
                let digits = newValue.filter(\.isNumber)
                quantity = min(max(Int(digits) ?? 1, 1), 99)
            }
        )
    }

    var body: some View {
        let _ = print("OrderForm body: qty=\(quantity) note=\(note.count)")
        Form {
            QuantityField(title: "Quantity", text: quantityText)
            TextField("Note", text: $note)
        }
    }
}

:mount OrderForm()
// expect: OrderForm body: qty=1 note=0
// expect: QuantityField body: 1
:type "a" into "Note"
// expect: OrderForm body: qty=1 note=1
// expect: QuantityField body: 1
:type "2" into "Quantity"
// expect: OrderForm body: qty=12 note=1
// expect: QuantityField body: 12
:type "x" into "Quantity"
:type "5" into "Quantity"
// expect: OrderForm body: qty=99 note=1
// expect: QuantityField body: 99
