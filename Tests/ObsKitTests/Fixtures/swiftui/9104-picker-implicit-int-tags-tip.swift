// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) (ForEach gives each option a default tag from its id)
// A WeSplit-style tip picker: segmented, options from `ForEach([10, 15, 20, 25, 0], id: \.self)` with no `.tag`,
// each shown as a percent.
// - tag(_:includeOptional:): "A ForEach automatically applies a default tag to each enumerated view using the id
//   parameter of the corresponding element. If the element's id parameter and the picker's selection input have
//   exactly the same type, you can omit the explicit tag modifier." Here the id is the Int itself, like the
//   selection, so choosing "25%" stores 25.
// - Text(_:format: .percent) on an Int shows 25 as "25%" (en_US). The body reads the tip, so it runs once per choice.
import SwiftUI

struct TipForm: View {
    @State private var checkAmount = 80.0
    @State private var tipPercentage = 20
    let tipPercentages = [10, 15, 20, 25, 0]

    var grandTotal: Double {
        checkAmount + checkAmount * Double(tipPercentage) / 100
    }

    var body: some View {
        let _ = print("tip \(tipPercentage), total \(grandTotal.formatted(.currency(code: "USD")))")
        Form {
            Section("How much tip do you want to leave?") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach(tipPercentages, id: \.self) {
                        Text($0, format: .percent)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section("Total") {
                Text(grandTotal, format: .currency(code: "USD"))
            }
        }
    }
}

:mount TipForm()
// expect: tip 20, total $96.00
:pick "25%" in "Tip percentage"
// expect: tip 25, total $100.00
:pick "0%" in "Tip percentage"
// expect: tip 0, total $80.00
