// Hacking with Swift style: WeSplit, rebuilt small: a Form whose computed totals read three @State values, a text field for the amount and two pickers (one segmented); every change re-runs the one body (rules §3.4, §3.5, §15.5)
import SwiftUI

struct SplitCheckView: View {
    @State private var checkText = ""
    @State private var people = 2
    @State private var tipPercent = 20

    let tipChoices = [10, 15, 20, 25, 0]

    var checkAmount: Double { Double(checkText) ?? 0 }
    var totalWithTip: Double { checkAmount + checkAmount * Double(tipPercent) / 100 }
    var perPerson: Double { totalWithTip / Double(people) }

    var body: some View {
        let _ = print("SplitCheckView body: check=\(checkAmount) people=\(people) tip=\(tipPercent)% each=\(String(format: "%.2f", perPerson))")
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", text: $checkText)
                    Picker("Number of people", selection: $people) {
                        ForEach(2..<6, id: \.self) { Text("\($0) people") }
                    }
                }
                Section("How much tip?") {
                    Picker("Tip percentage", selection: $tipPercent) {
                        ForEach(tipChoices, id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(perPerson, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("SplitIt")
        }
    }
}

:mount SplitCheckView()
// expect: SplitCheckView body: check=0.0 people=2 tip=20% each=0.00
:type "50" into "Amount"
// expect: SplitCheckView body: check=5.0 people=2 tip=20% each=3.00
// expect: SplitCheckView body: check=50.0 people=2 tip=20% each=30.00
:pick "4 people" in "Number of people"
// expect: SplitCheckView body: check=50.0 people=4 tip=20% each=15.00
:pick "10%" in "Tip percentage"
// expect: SplitCheckView body: check=50.0 people=4 tip=10% each=13.75
:pick "0%" in "Tip percentage"
// expect: SplitCheckView body: check=50.0 people=4 tip=0% each=12.50
:pick "4 people" in "Number of people"
:clear "Amount"
// expect: SplitCheckView body: check=0.0 people=4 tip=0% each=0.00
