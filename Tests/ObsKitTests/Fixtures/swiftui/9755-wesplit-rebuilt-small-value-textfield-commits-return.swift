// Hacking with Swift "100 Days of SwiftUI" style: WeSplit rebuilt small; a value TextField commits on Return (typing alone runs no body), a Stepper and a segmented tip Picker each run the screen's body once, and picking the tip already chosen runs nothing (rules §15.10, §3.4)
import SwiftUI

struct SplitScreen: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / Double(numberOfPeople)
    }

    var body: some View {
        let _ = print("SplitScreen body: \(checkAmount) x\(numberOfPeople) tip \(tipPercentage)% -> \(totalPerPerson)")
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .number)
                        .keyboardType(.decimalPad)
                    Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 2...10)
                }
                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text("\($0)%")
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("WeSplit")
        }
    }
}

:mount SplitScreen()
// expect: SplitScreen body: 0.0 x2 tip 20% -> 0.0
:clear "Amount"
:type "120" into "Amount"
:submit "Amount"
// expect: SplitScreen body: 120.0 x2 tip 20% -> 72.0
:step "2 people" up
// expect: SplitScreen body: 120.0 x3 tip 20% -> 48.0
:pick "25%" in "Tip percentage"
// expect: SplitScreen body: 120.0 x3 tip 25% -> 50.0
:pick "25%" in "Tip percentage"
