// SwiftUI from Apple's documentation: TextField bound to a Double with a format (updates on commit)
// Source: developer.apple.com/documentation/swiftui/textfield: "If the value is a string, the text field
// updates this value continuously as the user types or otherwise edits the text in the field. For non-string
// types, it updates the value when the user commits their edits, such as by pressing the Return key."
// init(_:value:format:prompt:): format is used "when converting between the string the user edits and the
// underlying value". So the Double keeps 0.0 while the digits are typed, and becomes 42.5 on Return.
import SwiftUI

struct TipAmountView: View {
    @State private var checkAmount = 0.0

    var body: some View {
        Form {
            TextField("Amount", value: $checkAmount, format: .number)
                .keyboardType(.decimalPad)
            Button("Show amount") { print("amount: \(checkAmount)") }
        }
    }
}

:mount TipAmountView()
:type "42.5" into "Amount"
:tap "Show amount"
:submit "Amount"
:tap "Show amount"

// expect: amount: 0.0
// expect: amount: 42.5
