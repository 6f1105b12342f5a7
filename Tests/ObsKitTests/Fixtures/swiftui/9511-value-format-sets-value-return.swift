// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:) (TextField(value:format:) sets the value on Return)
// Apple's TextField page: "If the value is a string, the text field updates this value continuously as the user types
// or otherwise edits the text in the field. For non-string types, it updates the value when the user commits their
// edits, such as by pressing the Return key." init(_:value:format:prompt:): the format "converts between the text the
// user edits and the underlying value". onChange(of: quantity) therefore runs at Return, not per keystroke.
// - Clear and type "12" (nothing), Return (3 -> 12); "Add one" (13); type "1,500", Return (13 -> 1500).
import SwiftUI

struct OrderQuantity: View {
    @State private var quantity = 3

    var body: some View {
        Form {
            TextField("Quantity", value: $quantity, format: .number)
            Text("Ordering \(quantity)")
            Button("Add one") { quantity += 1 }
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity: \(oldValue) -> \(newValue)")
        }
    }
}

:mount OrderQuantity()
:clear "Quantity"
:type "12" into "Quantity"
:submit "Quantity"
// expect: quantity: 3 -> 12
:tap "Add one"
// expect: quantity: 12 -> 13
:clear "Quantity"
:type "1,500" into "Quantity"
:submit "Quantity"
// expect: quantity: 13 -> 1500
