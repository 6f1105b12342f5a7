// TextField(_:value:format:) with a non-String value: Apple's documentation of init(_:value:format:prompt:)
// says the field "updates the value when the user commits their edits, such as by pressing the Return key",
// and parses the text with the format. Until then the typed text is the field's own: the value, and the
// bodies that read it, do not change per keystroke. A text that does not parse leaves the value as it was;
// after a commit the field shows the value formatted (rules §15.10). An optional value is nil for an empty
// text. The action of onSubmit runs after the commit, so it sees the new value.
import SwiftUI

struct Order: View {
    @State private var quantity = 1
    @State private var price = 2.5
    @State private var tip: Double? = 1
    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Quantity", value: $quantity, format: .number)
            TextField("Price", value: $price, format: .currency(code: "USD"))
                .onSubmit { print("submitted, price is", price) }
            TextField("Tip", value: $tip, format: .number)
            Text("Total \(Double(quantity) * price + (tip ?? 0))")
        }
    }
}

:mount Order()
:clear "Quantity"
:type "12" into "Quantity"
:screen
:submit "Quantity"
:clear "Price"
:type "$3.25" into "Price"
:submit "Price"
:type "x" into "Price"
:submit "Price"
:screen
:clear "Tip"
:submit "Tip"
:screen

// expect: Order: @self, @identity, _quantity, _price, _tip changed.
// expect: ╭────────────────────────────────────╮
// expect: │ [Quantity: 12_]                    │
// expect: │ [Price: $2.50_]                    │
// expect: │ [Tip: 1_]                          │
// expect: │ Total 3.5                          │
// expect: │ ────                               │
// expect: ╰────────────────────────────────────╯
// expect: Order: _quantity changed.
// expect: submitted, price is 3.25
// expect: Order: _price changed.
// expect: submitted, price is 3.25
// expect: ╭────────────────────────────────────╮
// expect: │ [Quantity: 12_]                    │
// expect: │ [Price: $3.25_]                    │
// expect: │ [Tip: 1_]                          │
// expect: │ Total 40.0                         │
// expect: │ ────                               │
// expect: ╰────────────────────────────────────╯
// expect: Order: _tip changed.
// expect: ╭────────────────────────────────────╮
// expect: │▸[Quantity: 12_]                    │
// expect: │▸[Price: $3.25_]                    │
// expect: │▸[Tip: _]                           │
// expect: │▸Total 39.0                         │
// expect: │▸────                               │
// expect: ╰────────────────────────────────────╯
