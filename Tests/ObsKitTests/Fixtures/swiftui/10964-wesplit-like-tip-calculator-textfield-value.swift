// Hacking with Swift style (WeSplit-like tip calculator): TextField(value:format: .currency(code:)) bound to a Double, a segmented Picker of tip percentages, a computed total printed in the body (rules §15.10, §15.5, §3.5)
import SwiftUI

struct TipView: View {
    @State private var amount = 0.0
    @State private var tipPercent = 15
    let tips = [10, 15, 20, 25]

    var total: Double {
        amount * (1 + Double(tipPercent) / 100)
    }

    var body: some View {
        let _ = print("total \(total.formatted(.currency(code: "USD")))")
        Form {
            Section("Check") {
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            Section("Tip") {
                Picker("Tip percentage", selection: $tipPercent) {
                    ForEach(tips, id: \.self) {
                        Text($0, format: .percent)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
        .onSubmit {
            print("submitted \(amount)")
        }
    }
}
:mount TipView()
// expect: total $0.00
:clear "Amount"
:type "$40.00" into "Amount"
:submit "Amount"
// expect: submitted 40.0
// expect: total $46.00
:pick "20%" in "Tip percentage"
// expect: total $48.00
:pick "10%" in "Tip percentage"
// expect: total $44.00
