// Bill splitter in the style of WeSplit (the first project of a "100 days" SwiftUI course), own code: a Form with a
// TextField bound to a Double through `TextField(_:value:format:)`, a Picker of people built from a range, a
// segmented Picker of tip percentages, and the share computed in the body.
// What SwiftUI does: a value TextField keeps what the user types as its own text and writes the Double only when
// the edit is committed (Return): typing, and emptying the field, run no body that reads the amount (rules §15.10;
// Apple: "For non-string types, it updates the value when the user commits their edits, such as by pressing the
// Return key"). The commit is a write to @State the body reads: one body run (rules §3.4, §10.1). A Picker whose
// options come from a ForEach tags each option with its element (rules §15.5), so choosing "4 people" stores 4 and
// choosing "15%" stores 15; each choice runs the body once.
// Sources: rules §3.4, §10.1, §15.5, §15.10;
// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

struct BillSplitterView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tipSelection = Double(tipPercentage)
        let grandTotal = checkAmount + checkAmount / 100 * tipSelection
        return grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        let _ = print("BillSplitterView body: amount \(checkAmount), \(numberOfPeople) people, tip \(tipPercentage)%, share \(totalPerPerson.formatted(.currency(code: "USD")))")
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Bill Splitter")
        }
    }
}

:mount BillSplitterView()
// expect: BillSplitterView body: amount 0.0, 2 people, tip 20%, share $0.00
:clear "Amount"
:type "120" into "Amount"
:submit "Amount"
// expect: BillSplitterView body: amount 120.0, 2 people, tip 20%, share $72.00
:pick "4 people" in "Number of people"
// expect: BillSplitterView body: amount 120.0, 4 people, tip 20%, share $36.00
:pick "15%" in "Tip percentage"
// expect: BillSplitterView body: amount 120.0, 4 people, tip 15%, share $34.50
